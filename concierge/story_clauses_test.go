package concierge

import (
	"strings"
	"testing"
)

// Round 17: a repeat told in the story around a one-off request ("we
// split rent every month …, can you send that") is no schedule asked for;
// "send 320 every month", "pay her monthly" still are, and are said back.
func TestLaterToldInTheStoryIsNoSchedule(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"my sister and I split rent every month and she covered me last time, it was 640 total so I owe her half which is 320, can you send that from my checking?",
		"me and my roommate go halves on the electric like every week, send her 44 from checking",
		"she pays for groceries weekly so i owe her, can you transfer 60 to 7654321",
		"we do this every friday lol. pls send 20 to 7654321",
		"could you move 75 to 7654321? my wife and I split the babysitter every other week",
	} {
		if got := laterAsked(text); got != "" {
			t.Errorf("%q: the story's %q was read as a schedule asked for", text, got)
		}
	}
	for _, text := range []string{
		"send 320 to 7654321 every month",
		"pay her monthly, 320 to 7654321",
		"i'd like to send my sister 50 every week",
		"send 50 to 7654321, every friday",
		"we split rent every month, can you set that up as 320 to 7654321",
		"every month send her 320",
	} {
		if got := laterAsked(text); got == "" {
			t.Errorf("%q: the schedule asked for was not said back", text)
		}
	}
}

// The paragraph of round 17, whole: the story's "every month" is not said
// back, the figure it arrives at (320, not 640) is proposed, and nothing
// moves before the yes.
func TestStoryParagraphProposesThePointedFigure(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"my sister and I split rent every month and she covered me last time, it was 640 total so I owe her half which is 320, her account number is 7654321, can you send that from my checking?",
		"the gym costs 60 a month and my brother covers half so thats 30, pls move that to 7654321 from checking",
		"me and my roommate go halves on the electric like every week, this one came to 88 so 44 each, send her the 44 from checking to 7654321",
		"dinner was 150 altogether, my part comes to 50, can you send that to 7654321 from checking",
		"we get takeout every friday, last one was 42 total which makes 21 for me. send it to 7654321 from checking pls",
	} {
		t.Run(line[:30], func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "schedule") || strings.Contains(all, "didn't use") {
				t.Fatalf("%q: %q", line, rec.replies())
			}
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "from Checking (1234567890) to 7654321") {
				t.Fatalf("%q: no approval: %q", line, rec.replies())
			}
			for _, whole := range []string{"$640.00", "$60.00", "$88.00", "$150.00", "$42.00"} {
				if strings.Contains(ap.Summary, whole) {
					t.Fatalf("%q: the whole was proposed: %q", line, ap.Summary)
				}
			}
			if got := balance(t, e, "1234567890"); got != "" && got != "1000.00" {
				t.Fatalf("money moved before a yes: Checking is %s", got)
			}
		})
	}
}

// Several figures and none pointed to: the question lists them, never
// "I didn't use", and no figure is guessed.
func TestSeveralFiguresAreAskedAbout(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"rent was 640 and the deposit 320, her account is 7654321, can you send that from checking",
		"i owe her either 45 or 90 i forget, send it to 7654321 from checking",
		"the bill had 120 for food and 35 for drinks, transfer it to 7654321 from checking",
	} {
		t.Run(line[:25], func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", line)
			if _, ok := e.PendingApproval(); ok {
				t.Fatalf("%q: a figure was guessed: %q", line, rec.replies())
			}
			last := rec.lastReply()
			if strings.Contains(last, "didn't use") || !strings.Contains(last, " or $") || !strings.Contains(last, "How much") {
				t.Fatalf("%q: want the figures listed and the amount asked, got %q", line, last)
			}
		})
	}
}

// A figure said after the amount, in a clause that asks, is a second
// request and still said back: "send 10 to 7654321 and 20 to 1234324".
func TestFigureAfterTheAmountIsStillSaidBack(t *testing.T) {
	t.Parallel()
	got := storyLeft("send 10 to 7654321 and 20 to 1234324", map[string]string{"amount": "10"}, "amount", []string{"20", "1234324"})
	if len(got) != 2 {
		t.Fatalf("the second transfer's values were dropped: %q", got)
	}
	got = storyLeft("it was 640 total so I owe her 320, send 320", map[string]string{"amount": "320"}, "amount", []string{"640"})
	if len(got) != 0 {
		t.Fatalf("the story's figure was said back: %q", got)
	}
}
