// Package scenarios holds the demo scenarios that `concierge demo` plays
// and `concierge replay` lists, with their golden screens (R47). It only
// embeds them: the files stay here, where the README and the docs name
// them, and concierge/scenario (the harness) reads them from Files.
package scenarios

import "embed"

// Files holds the demos (NAME.scenario) and their goldens
// (testdata/NAME.golden), at the root of the file system.
//
//go:embed *.scenario testdata/*.golden
var Files embed.FS
