//go:build freebsd || linux || netbsd || openbsd || solaris || dragonfly

package clipboard

import "testing"

// The commands are looked up at the first read, not at the package's init
// (patched for concierge, see PATCHED.md); with none on PATH the clipboard
// is then unsupported, as upstream's init would have found.
func TestCommandsLookedUpAtFirstUse(t *testing.T) {
	if pasteCmdArgs != nil || copyCmdArgs != nil || Unsupported {
		t.Fatalf("the commands were looked up before any read or write: paste %q, copy %q", pasteCmdArgs, copyCmdArgs)
	}
	t.Setenv("PATH", t.TempDir())
	t.Setenv("WAYLAND_DISPLAY", "")
	if _, err := ReadAll(); err != missingCommands || !Unsupported {
		t.Fatalf("ReadAll with no command on PATH: %v, Unsupported %v", err, Unsupported)
	}
	if err := WriteAll("x"); err != missingCommands {
		t.Fatalf("WriteAll with no command on PATH: %v", err)
	}
}
