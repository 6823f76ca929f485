package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sort"

	"github.com/spf13/cobra"
)

// version is set at release time with -ldflags "-X main.version=v1.2.3".
var version = ""

func newVersionCmd(ios ioStreams) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Args:  cobra.NoArgs,
		Run: func(*cobra.Command, []string) {
			fmt.Fprintf(ios.Out, "concierge %s (%s)\n", currentVersion(), runtime.Version())
		},
	}
}

func currentVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

func sortStrings(s []string) { sort.Strings(s) }
