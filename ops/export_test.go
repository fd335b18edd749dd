package ops

// FDLimit is fdLimit, for the tests.
var FDLimit = fdLimit
