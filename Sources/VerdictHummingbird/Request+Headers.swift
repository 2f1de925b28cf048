#if Hummingbird
    import HTTPTypes
    import Hummingbird

    extension Request {
        /// The value of the first field named `name`. `headers[name]` joins the values of every field
        /// of that name into a new string on every call, which cost a small route a tenth of its time
        /// (measured in-process, see `Benchmarks/HISTORY.md`).
        func firstValue(of name: HTTPField.Name) -> String? {
            for field in headers where field.name == name { return field.value }
            return nil
        }
    }
#endif
