package concierge

import (
	"strings"
	"testing"
)

// doneLines are the "Done: $X sent … to Y" replies of a conversation.
func doneLines(replies []string) []string {
	var out []string
	for _, r := range replies {
		if i := strings.Index(r, "Done: $"); i >= 0 {
			out = append(out, r[i:])
		}
	}
	return out
}

// sent reports exactly one transfer of amount to dest among the replies.
func sent(replies []string, amount, dest string) bool {
	n := 0
	for _, d := range doneLines(replies) {
		if strings.HasPrefix(d, "Done: "+amount+" sent") && strings.Contains(d, " to "+dest+".") {
			n++
		}
	}
	return n == 1
}

// Round 32 (severe-class): "send 30 to 1234324 and 30 to 7654321 from
// checking, actually make the second one 40" proposed $40 to 1234324 and
// then $40 to 7654321: the ordinal correction was read as a correction of
// the whole message. The value goes to the request the ordinal names.
func TestAnOrdinalCorrectionInTheMessageChangesThatRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, amount1, amount2 string }{
		{"send 30 to 1234324 and 30 to 7654321 from checking, actually make the second one 40", "$30.00", "$40.00"},
		{"pay 1234324 20 and 7654321 35 from savings, oh wait the first one should be 25", "$25.00", "$35.00"},
		{"wire 100 to 1234324 and 200 to 7654321 from savings — the 2nd one should be 250", "$100.00", "$250.00"},
		{"send 50 to 1234324 and 60 to 7654321 from savings. make it 70 for the second", "$50.00", "$70.00"},
		{"transfer 10 to 1234324 and 20 to 7654321 from checking, change the last one to 25 please", "$10.00", "$25.00"},
		{"send $15 to 1234324 and $15 to 7654321 from checking sorry the 1st one is meant to be $12", "$12.00", "$15.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.line, "seldo", "monkey")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.amount1) || !strings.Contains(ap.Summary, "1234324") {
				t.Fatalf("want %s to 1234324 asked first: %+v %q", c.amount1, ap, rec.replies())
			}
			say(t, e, "yes")
			ap, ok = e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.amount2) || !strings.Contains(ap.Summary, "7654321") {
				t.Fatalf("want %s to 7654321 asked second: %+v %q", c.amount2, ap, rec.replies())
			}
			say(t, e, "yes")
			got := rec.replies()
			if !sent(got, c.amount1, "1234324") || !sent(got, c.amount2, "7654321") || len(doneLines(got)) != 2 {
				t.Errorf("moved %q", doneLines(got))
			}
		})
	}
}

// The same correction said at the first request's summary changes the
// second request where it waits; the summary asked now is asked again
// unchanged and nothing moves on the line itself.
func TestAnOrdinalCorrectionAtTheApprovalChangesTheWaitingRequest(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"actually make the second one 40", "oh wait the 2nd should be 40", "40 for the second one",
		"hmm the last one should be 40", "change the second transfer to 40 please", "yes but the second one's 40",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 30 to 1234324 and 30 to 7654321 from checking", "seldo", "monkey")
			say(t, e, line)
			if len(doneLines(rec.replies())) != 0 {
				t.Fatalf("%q moved money: %q", line, rec.replies())
			}
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "$30.00") || !strings.Contains(ap.Summary, "1234324") {
				t.Fatalf("%q changed the call asked now: %+v %q", line, ap, rec.lastReply())
			}
			if !strings.Contains(rec.lastReply(), "second") {
				t.Errorf("%q: the reply does not say the second one changed: %q", line, rec.lastReply())
			}
			say(t, e, "yes", "yes")
			got := rec.replies()
			if !sent(got, "$30.00", "1234324") || !sent(got, "$40.00", "7654321") || len(doneLines(got)) != 2 {
				t.Errorf("moved %q", doneLines(got))
			}
		})
	}
}

// Named at the second summary, the first request is past: it is said so,
// and nothing changes; the second itself is corrected as any correction.
func TestAnOrdinalCorrectionOfAnEarlierRequestIsPast(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 30 to 1234324 and 30 to 7654321 from checking", "seldo", "monkey", "yes")
	say(t, e, "wait the first one should have been 25")
	if !strings.Contains(rec.lastReply(), "first one was dealt with already") {
		t.Fatalf("want the first said to be past: %q", rec.lastReply())
	}
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$30.00") || !strings.Contains(ap.Summary, "7654321") {
		t.Fatalf("the second's call changed: %+v", ap)
	}
	say(t, e, "the second one should be 45")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$45.00") || !strings.Contains(ap.Summary, "7654321") {
		t.Fatalf("the correction of the call asked now was not taken: %+v %q", ap, rec.lastReply())
	}
	say(t, e, "yes")
	if got := rec.replies(); !sent(got, "$30.00", "1234324") || !sent(got, "$45.00", "7654321") || len(doneLines(got)) != 2 {
		t.Errorf("moved %q", doneLines(got))
	}
}
