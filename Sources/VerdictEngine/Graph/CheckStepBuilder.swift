import VerdictRules
import VerdictVocabulary

/// Builds the step of a `Constraint`: a rule over the whole model whose failure is reported on one
/// attribute.
enum CheckStepBuilder {
    static func step<Model>(_ check: CheckDeclaration<Model>, site: ErrorSite) -> Step {
        let conditions = check.options.conditions.map { $0.holds }
        let report = ReportOptions(check.options)
        let skipOnError = check.options.settings.skipOnError
        let body = check.check
        let attribute = site.attribute
        return Step.typed { (model: inout Model, run) in
            if skipOnError && run.hasFailed(attribute) { return }
            for condition in conditions where !condition(model) { return }
            if run.isFull {
                run.cut()
                return
            }
            if let failure = body(model) {
                run.record(failure, at: site, options: report)
            }
        }
    }
}
