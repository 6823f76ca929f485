// Command concierge is a terminal chat in which a team of agents serves one
// user. It is main only: the command tree is the library cmd/cli, so a
// binary that serves its own domains is a main like this one that passes
// them in cli.Options.
package main

import (
	"context"
	"os"

	"github.com/concierge-dev/concierge/cmd/cli"
	// puts the first garbage collection off to 8 MB of heap (R55)
	_ "github.com/concierge-dev/concierge/cmd/concierge/internal/gcstart"
	// grows the main goroutine's stack before the package inits run (R55)
	_ "github.com/concierge-dev/concierge/cmd/concierge/internal/stackstart"
)

// version is set at release time with -ldflags "-X main.version=v1.2.3".
var version = ""

func main() {
	os.Exit(cli.Execute(context.Background(), cli.Options{Version: version}))
}
