package cli

import (
	"errors"
	"testing"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/state"
)

// parseResume parses a command line of the TUI's flags as the root
// command does, and returns the options it leaves.
func parseResume(t *testing.T, args ...string) *engineOptions {
	t.Helper()
	opts := &engineOptions{}
	cmd := &cobra.Command{Use: "concierge", Args: resumeArgs(opts), RunE: func(*cobra.Command, []string) error { return nil },
		SilenceUsage: true, SilenceErrors: true}
	opts.register(cmd)
	cmd.SetArgs(args)
	if err := cmd.Execute(); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return opts
}

// SPEC §15: a bare --resume opens the session picker in the TUI when a
// session is stored (with none, it says so); --resume latest and an id do
// not; chat --plain --resume resumes the latest (TestResumeWithNothingStored
// and the crash tests).
func TestBareResumeOpensThePicker(t *testing.T) {
	t.Parallel()
	some := func() ([]state.SessionInfo, error) { return []state.SessionInfo{{ID: "a1b2c3d4e5f6"}}, nil }
	none := func() ([]state.SessionInfo, error) { return nil, nil }
	for _, tc := range []struct {
		args   []string
		list   func() ([]state.SessionInfo, error)
		pick   bool
		resume string
		err    string
	}{
		{args: []string{"--resume"}, list: some, pick: true, resume: resumeBare},
		{args: []string{"--resume"}, list: none, resume: resumeBare, err: "there is no stored session to resume yet"},
		{args: []string{"--resume", "latest"}, list: some, resume: "latest"},
		{args: []string{"--resume=latest"}, list: some, resume: "latest"},
		{args: []string{"--resume", "a1b2"}, list: some, resume: "a1b2"},
		{args: []string{"--resume=a1b2"}, list: some, resume: "a1b2"},
		{args: nil, list: some},
	} {
		opts := parseResume(t, tc.args...)
		if opts.Resume != tc.resume {
			t.Errorf("%v: Resume = %q, want %q", tc.args, opts.Resume, tc.resume)
		}
		pick, err := pickFirst(opts, tc.list)
		if pick != tc.pick {
			t.Errorf("%v: picker %v, want %v", tc.args, pick, tc.pick)
		}
		if tc.err != "" {
			wantExit(t, err, 1, tc.err)
		} else if err != nil {
			t.Errorf("%v: %v", tc.args, err)
		}
	}
	_, err := pickFirst(parseResume(t, "--resume"), func() ([]state.SessionInfo, error) { return nil, errors.New("disk \x1b[2Jgone") })
	wantExit(t, err, 1, "disk gone")
}

// Outside the TUI a bare --resume is the latest session, as before.
func TestBareResumeIsTheLatestElsewhere(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := runCLI(t, "what can you do?\n", -1, "chat", "--plain", "--data-dir", dir)
	if r.err != nil {
		t.Fatal(r.err)
	}
	r = runCLI(t, "hello\n", -1, "chat", "--plain", "--data-dir", dir, "--resume")
	if r.err != nil {
		t.Fatalf("chat --plain --resume: %v\n%s", r.err, r.errOut)
	}
	s, err := state.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, err := s.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("sessions after resuming the latest: %v %v", list, err)
	}
}
