package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Features are hashed (the hashing trick): a feature is a string such as
// "w:send" or "c:^se", hashed with FNV-1a into a bucket; no vocabulary is
// stored, so a domain file's words need no table.

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func mix(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}

func mixByte(h uint32, b byte) uint32 {
	h ^= uint32(b)
	return h * fnvPrime
}

// Feature families, each a seed of its own.
var (
	fWord     = mix(fnvOffset, "w:")
	fBigram   = mix(fnvOffset, "b:")
	fChar     = mix(fnvOffset, "c:")
	fEntity   = mix(fnvOffset, "e:")
	fLexicon  = mix(fnvOffset, "l:")
	fMoment   = mix(fnvOffset, "m:")
	fMomWord  = mix(fnvOffset, "mw:")
	fLength   = mix(fnvOffset, "n:")
	fLoginCue = mix(fnvOffset, "login")
)

// lexMeanings are the meanings of R27's lexicon that become features.
var lexMeanings = []reading.Meaning{reading.Help, reading.Cancel, reading.CancelInside, reading.GiveUp,
	reading.Yes, reading.TakeBack, reading.No, reading.Correction, reading.Greeting, reading.Thanks,
	reading.Bye, reading.Logout, reading.LogoutFramed, reading.HowToLogout, reading.Later,
	reading.Negation, reading.OtherSubject, reading.SecretTalk}

// loginCues are R53's login cues, as words.
var loginCues = map[string]bool{"log": true, "login": true, "sign": true, "signin": true, "username": true,
	"user": true, "password": true, "passwd": true, "pass": true, "pwd": true, "pw": true, "pin": true, "logon": true, "signing": true, "logging": true,
	"authenticate": true, "auth": true, "secret": true, "passphrase": true, "passcode": true, "credentials": true, "creds": true}

// shape is how a value token is seen by the word features: its class,
// not its digits.
func shape(c valueClass) string { return "<" + string(c) + ">" }

// message is a message as the heads see it: tokens, values and hashed
// features.
type message struct {
	text  string
	toks  []tok
	vals  []value
	norm  []string // per token: the word, or the shape of the value it is in
	feats []uint32
	// wordFeats is how many of feats come before the character grams
	wordFeats int
	// taskFeats is how many of feats the task heads read: all but the
	// act head's own skip-grams (features_skip.go)
	taskFeats int
	login     bool
	secret    bool // a secret form of R29 is in the text
	secrets   []reading.SecretMatch
}

// analyse tokenizes text, finds its values and hashes its features.
func (di *domainInfo) analyse(text string, m *Moment, msg *message) {
	msg.text = text
	msg.toks = tokenize(text, msg.toks)
	msg.login = false
	for _, t := range msg.toks {
		if loginCues[t.norm] || di.secretCues[t.norm] {
			msg.login = true
		}
	}
	// secrets first: nothing inside one becomes a value or a quoted word
	msg.secrets = msg.secrets[:0]
	if msg.login || m.At == AtSecret || m.At == AtUsername || strings.ContainsAny(text, ":/=") {
		msg.secrets = reading.FindSecrets(text, di.secretHints(m.At == AtUsername))
	}
	if m.At == AtSecret && len(msg.secrets) == 0 && len(msg.toks) == 1 {
		// a bare word at the secret prompt is the secret
		msg.secrets = append(msg.secrets, reading.SecretMatch{Value: text, Span: [2]int{msg.toks[0].from, msg.toks[0].to}})
	}
	msg.secret = len(msg.secrets) > 0
	msg.vals = di.findValues(text, msg.toks, m, msg.secrets, msg.vals)
	msg.norm = msg.norm[:0]
	for _, t := range msg.toks {
		msg.norm = append(msg.norm, t.norm)
	}
	for _, v := range msg.vals {
		if v.class == classChoice || v.class == classWord || v.words {
			continue
		}
		for i := v.from; i < v.shownTo(); i++ {
			msg.norm[i] = shape(v.class)
		}
	}
	f := msg.feats[:0]
	prev := "^"
	for _, w := range msg.norm {
		f = append(f, mix(fWord, w), mix(mix(mix(fBigram, prev), " "), w))
		prev = w
		if m.At != AtNone {
			f = append(f, mix(mixByte(fMomWord, byte(m.At)), w))
		}
	}
	f = append(f, mix(mix(fBigram, prev), " $"))
	f = symbolFeats(f, text, len(msg.toks))
	for _, v := range msg.vals {
		if v.words {
			continue // after the character grams: see values_words.go
		}
		e := mix(fEntity, string(v.class))
		f = append(f, e)
		for _, si := range v.slots {
			f = append(f, mix(mixByte(e, ':'), di.slots[si].kind))
			if m.Slot != "" && di.slots[si].name == m.Slot {
				f = append(f, mix(fMoment, "fits"))
			}
			if m.At == AtApproval && m.Pending != nil {
				if _, ok := m.Pending[di.slots[si].name]; ok {
					f = append(f, mix(fMoment, "touches"))
				}
			}
		}
		if v.from == 0 && v.shownTo() == len(msg.toks) {
			f = append(f, mix(e, "whole"))
		}
	}
	if msg.login {
		f = append(f, fLoginCue)
	}
	if msg.secret {
		f = append(f, mix(fEntity, "secret"))
	}
	r := reading.Read(text)
	for _, lm := range lexMeanings {
		if r.Mentions(lm) && r.Is(lm) {
			f = append(f, mix(fLexicon, lm.String()))
		}
	}
	f = append(f, mix(mixByte(fMoment, byte(m.At)), ""))
	if m.At == AtSlot || m.At == AtUsername {
		if si := di.slotIndex(m.Slot); si >= 0 {
			f = append(f, mix(mix(fMoment, "kind:"), di.slots[si].kind))
		}
	}
	n := len(msg.toks)
	if n > 8 {
		n = 8
	}
	f = append(f, mixByte(fLength, byte(n)))
	// the character grams last, so that the harm head can leave them out
	msg.wordFeats = len(f)
	for i, w := range msg.norm {
		if !msg.toks[i].number && len(w) <= 24 {
			f = charGrams(f, w)
		}
	}
	// after the character grams: the harm head reads only what comes
	// before them, and stays as it was (the skip-grams too)
	f = wordAmountFeats(questionFeats(f, msg, m), msg)
	msg.taskFeats = len(f)
	msg.feats = joinFeats(skipGrams(f, msg.norm), msg)
}

// charGrams appends the character 3-grams of one word, with its
// boundaries: "^send$" gives "^se", "sen", "end", "nd$". They carry a
// typo or an unseen inflection to the words it shares letters with. Issue
// 24's fifth shift kept the 3-grams alone of the 2- to 5-grams read
// before: cross-validated over the training families the act head rose
// from 0.818 to 0.833 (validation 957 to 962 of 1,046; 3–4-grams 0.825,
// 2–3 0.822, 4 0.831), as the words and the moment were no longer
// outnumbered four to one by grams in the head's 2^15 buckets.
func charGrams(f []uint32, w string) []uint32 {
	var buf [26]byte
	buf[0] = '^'
	n := copy(buf[1:], w) + 2
	buf[n-1] = '$'
	b := buf[:n]
	const size = 3
	for i := 0; i+size <= len(b); i++ {
		h := mixByte(mixByte(mixByte(fChar, b[i]), b[i+1]), b[i+2])
		f = append(f, mixByte(h, size))
	}
	return f
}

// kindOf is a slot kind as the features write it.
func kindOf(s *agents.Slot) string { return string(s.Kind) }

// secretHints are what R29's forms need to know of the domain: the secret
// slots' cues, and the username slot, so that "seldo/monkey" names its user.
// They are gathered once: a reading at a login prompt builds no list.
func (di *domainInfo) secretHints(userAsked bool) reading.SecretHints {
	di.hintsOnce.Do(func() {
		for _, s := range di.slots {
			if s.slot.Kind == agents.KindSecret {
				di.hints.Cues = append(di.hints.Cues, s.slot.Cues...)
			}
		}
		if si := di.usernameSlot(); si >= 0 {
			di.hints.User = &reading.SecretOwner{Cues: di.slots[si].slot.Cues}
		}
	})
	h := di.hints
	h.UserAsked = userAsked
	return h
}
