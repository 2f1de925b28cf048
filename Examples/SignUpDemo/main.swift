print("Verdict demo")
