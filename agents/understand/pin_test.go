package understand_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"hash"
	"os"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/understand"
)

var updatePin = flag.Bool("update-readings", false, "write testdata/readings.sum from the current reader")

const pinFile = "testdata/readings.sum"

// TestReadingsPinned pins what the reader makes of every corpus line
// (its reading at the line's moment, at no moment, and R53's whole check;
// a generic line read by a domain file's reader too)
// to checksums taken before the reader was made faster (R51's speed
// rounds): a change that only speeds the reader must leave every reading
// bit for bit the same — commands, confidences, doubts, alternatives.
//
// The readings depend on the embedded weights, so the pin holds for the
// weights it was taken with: after the weights are regenerated on
// purpose (a corpus or feature change), the test says so and skips;
// `go test -run TestReadingsPinned -update-readings` pins again.
func TestReadingsPinned(t *testing.T) {
	if raceEnabled {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
	m, err := understand.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	weights := sha256.Sum256(m.Marshal())
	rs := readers(t)
	doms := map[string]*agents.Domain{}
	for _, d := range builtins() {
		doms[d.Name] = d
	}
	// a domain file's reader, whose task head is trained at load
	pharmacy, err := understand.New(exampleDomain(t, "../../examples/pharmacy/pharmacy.yaml", domainfiletest.Pharmacy()))
	if err != nil {
		t.Fatal(err)
	}
	// one checksum per corpus file, so that a difference names its file
	sums := map[string]hash.Hash{}
	var files []string
	for _, ex := range corpus(t) {
		// a generic line's moment may name either domain's slot
		dom := "bank"
		mo, err := understand.ParseMoment(ex.At, doms[dom])
		if ex.Domain == "insurance" || err != nil {
			dom = "insurance"
			mo, err = understand.ParseMoment(ex.At, doms[dom])
		}
		if err != nil {
			t.Fatalf("%s:%d: %v", ex.File, ex.Line, err)
		}
		if mo.At == understand.AtApproval {
			mo.Pending = understand.PendingSlots(doms[dom])
		}
		h := sums[ex.File]
		if h == nil {
			h = sha256.New()
			sums[ex.File] = h
			files = append(files, ex.File)
		}
		r := rs[dom]
		fmt.Fprintf(h, "%q\n%#v\n%#v\n", ex.Text, r.Read(ex.Text, mo), r.Read(ex.Text, understand.Moment{}))
		reason, bad := r.Harm(ex.Text)
		fmt.Fprintf(h, "%q %v\n", reason, bad)
		if ex.Domain == "generic" {
			fmt.Fprintf(h, "%#v\n", pharmacy.Read(ex.Text, understand.Moment{}))
		}
	}
	var got strings.Builder
	fmt.Fprintf(&got, "weights %s\n", hex.EncodeToString(weights[:]))
	for _, f := range files {
		fmt.Fprintf(&got, "%s %s\n", hex.EncodeToString(sums[f].Sum(nil)), f)
	}
	if *updatePin {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(pinFile, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(pinFile)
	if err != nil {
		t.Fatalf("%v (go test -run TestReadingsPinned -update-readings writes it)", err)
	}
	wantLines := strings.Split(strings.TrimSpace(string(want)), "\n")
	if wantLines[0] != strings.SplitN(got.String(), "\n", 2)[0] {
		t.Skip("the weights were regenerated since the readings were pinned: -update-readings pins them again")
	}
	pinned := map[string]string{}
	for _, l := range wantLines[1:] {
		sum, file, _ := strings.Cut(l, " ")
		pinned[file] = sum
	}
	sc := bufio.NewScanner(strings.NewReader(got.String()))
	sc.Scan() // the weights
	for sc.Scan() {
		sum, file, _ := strings.Cut(sc.Text(), " ")
		switch p, ok := pinned[file]; {
		case !ok:
			t.Errorf("%s: not pinned (a new corpus file with the same weights?)", file)
		case p != sum:
			t.Errorf("%s: some line reads differently than when pinned", file)
		}
	}
}
