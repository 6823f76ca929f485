package cli

import (
	"runtime/debug"
	"sort"

	"github.com/spf13/cobra"
)

func newVersionCmd(ios ioStreams, version string) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Args:  cobra.NoArgs,
		Run: func(*cobra.Command, []string) {
			printVersion(ios.Out, version)
		},
	}
}

// currentVersion is the version the binary was given (main's version,
// set at release time), else the module's, else "dev".
func currentVersion(version string) string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

func sortStrings(s []string) { sort.Strings(s) }
