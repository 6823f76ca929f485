package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Damage done to a thing, told in a clause about a person, is the
// claim's loss, not violence (round 32's insurance tester): "reject a
// claim for a customer whose pipes burst while they were overseas" was
// refused as "a request to do harm" (the classifier put "customer" and
// "burst" at 0.96), and so were "the customer's pipes burst" and "her
// tank exploded". A damage verb whose subject is a thing ("whose pipes
// burst", "the insured's roof caved in", "their car was smashed") says
// what happened to property; the message is judged again with that
// clause said plainly ("whose property had a loss"), so whatever else
// it asks is still weighed. A person or a body as the subject ("whose
// son was beaten up", "her face was smashed") is not a thing, and the
// classifier's word stands; so does every table kind, read before.

// damagedThing is a thing's owner word (a person's: "whose", "the
// insured's", "her"; not "the": "a fake account of how the window broke"
// is no clause about a person), the thing, and a damage verb
// with the thing as its subject.
var damagedThing = reading.Lazy(`(?i)\b(?P<owner>whose|[a-z]+'s|[a-z]+’s|his|her|their)\s+(?:[\w'’-]+\s+){0,2}?(?P<thing>[\w'’-]+)\s+(?:(?:was|were|got|had|has|have|been|just|all|completely|totally|then|suddenly)\s+)*(?:burst|bursted|exploded|explode|blew up|blown up|blew|smashed|smashed in|caved in|caved|collapsed|crushed|cracked|shattered|broke|broken|burned|burnt|burned down|burnt down|flooded|wrecked|totalled|totaled|written off|destroyed|damaged|dented|vandali[sz]ed|keyed|torched|crashed|caught fire|ruptured|leaked|fell in|fell down|fell|ripped|torn|scratched|split|snapped|bent|melted|struck|gutted|gave way|popped|froze|frozen)(?:\s+(?:in|up|down|out|open|over|apart|off))?\b`)

// notAThing are the subjects a damage verb does violence to: persons,
// animals and bodies.
var notAThing = wordSet("son", "sons", "daughter", "daughters", "wife", "husband", "kid", "kids", "child", "children", "baby", "partner", "friend", "mum", "mom", "dad", "mother", "father", "brother", "sister",
	"boyfriend", "girlfriend", "neighbour", "neighbor", "he", "she", "they", "him", "them", "dog", "cat", "horse", "pet", "head", "face", "arm", "arms", "leg", "legs", "nose", "jaw", "neck", "skull",
	"ribs", "rib", "back", "hand", "hands", "teeth", "knee", "knees", "body", "eye", "eyes", "claimant", "customer", "client", "insured", "holder", "policyholder", "owner", "tenant", "driver", "guy",
	"bloke", "man", "woman", "lady", "person", "people", "family", "staff", "teller", "manager", "assessor", "adjuster", "victim", "passenger", "pedestrian", "cyclist", "worker", "employee")

// notToldWords are words that make the damage one to come or one asked
// for, not one told: "his car will get torched if he complains" threatens.
var notToldWords = wordSet("will", "would", "could", "should", "might", "may", "can", "must", "gonna", "going", "get", "gets", "getting", "to", "be", "if", "or", "else", "and", "i", "we", "you", "make", "let")

// notTold reports a span of words before the damage verb holding one of
// notToldWords.
func notTold(span string) bool {
	for _, w := range strings.Fields(reading.Normalise(span)) {
		if notToldWords[w] {
			return true
		}
	}
	return false
}

// propertyPlain is the message with each clause of damage to a thing
// said plainly, or "" when it holds none.
func propertyPlain(text string) string {
	ms := damagedThing.FindAllStringSubmatchIndex(text, -1)
	if len(ms) == 0 {
		return ""
	}
	owner, thing := 2*damagedThing.SubexpIndex("owner"), 2*damagedThing.SubexpIndex("thing")
	var b strings.Builder
	last := 0
	for _, m := range ms {
		if notAThing[reading.Normalise(text[m[thing]:m[thing+1]])] || notTold(text[m[owner+1]:m[thing+1]]) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(text[m[owner]:m[owner+1]])
		b.WriteString(" property had a loss") // no "was": "claim … was" is a lie's cue (harm_context.go)
		last = m[1]
	}
	if last == 0 {
		return ""
	}
	b.WriteString(text[last:])
	return b.String()
}

// onlyPropertyDamaged reports whether the classifier's refusal of text
// rested on damage told of a thing: said plainly, the message holds no
// harm word and is not held harmful.
func (r *Reader) onlyPropertyDamaged(text string) bool {
	plain := propertyPlain(text)
	if plain == "" {
		return false
	}
	return r.plainServed(plain, true) // "a fake account of how her window broke": the rest holds a harm word
}

// plainServed reports a message said plainly (a sense of it put in
// everyday words) that holds no harm word and that the classifier does
// not refuse; framed, an innocent frame serves it too.
func (r *Reader) plainServed(plain string, framed bool) bool {
	o := &scratch{}
	r.di.analyse(plain, &Moment{}, &o.msg)
	if raw, _ := harmCueMasks(&o.msg); raw&senseCues != 0 {
		return false
	}
	o.feats = harmFeats(&o.msg, o.msg.harmBase(o.feats[:0]))
	o.p = r.model.Harm.probs(o.feats, o.p)
	return float32(o.p[1]) < r.model.HarmThreshold || framed && InnocentFrame(plain) || !classifierRefusalStands(&o.msg)
}
