package concierge

// The fake model of this package's tests, for the external test package
// that checks the OpenTelemetry export (telemetry_test.go) on the model
// engine: the telemetry package imports this one, so its tests of the
// whole loop live here, as package concierge_test.
var (
	CompetentModel = competentModel
	ModelEngine    = modelEngine
)
