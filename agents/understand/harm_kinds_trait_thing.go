package understand

import "github.com/concierge-dev/concierge/agents/reading"

// A protected word may name a thing, not a person (issue 24, round 33's
// ins 17 and 33). "contents list had religious items that werent
// itemised", "the wheelchair lift broke from lack of maintenance", "the
// disabled access ramp was built without council approval", "the car's
// age meant the engine failure was wear" and "the mosque next door caught
// fire" were refused as declines for a protected trait, and the claim was
// then blocked for the session. Each word there names an item, equipment,
// a building or a vehicle's age, and what the decline gives is a fault
// or a finding about that thing (not itemised, broke, not maintained,
// built without approval, caught fire). A trait of the person stays
// refused: "she's in a wheelchair so …", "because of his religion", and
// the thing with no fault told of it ("the house has a wheelchair ramp")
// is no finding, so it stays refused as a likely proxy.

// traitThing is a protected word said of a thing: an adjective or a noun
// before the thing's name ("religious items", "wheelchair lift",
// "disabled access ramp"), the equipment itself ("the wheelchair", "a
// mobility scooter"), or a place of worship as a building ("the mosque").
const traitThing = `(?:(?:religious|religion|disabled|disability|wheelchair|mobility|handicapp?e?d?|accessible|prayer|church|mosque|synagogue|temple)\s+(?:access\s+|accessible\s+|friendly\s+|stair\s+|gold\s+|antique\s+)?(?:items?|icons?|objects?|artefacts?|artifacts?|ornaments?|statues?|statuettes?|figurines?|books?|scrolls?|texts?|jewell?ery|goods|art(?:work)?|relics?|paintings?|collections?|candlesticks?|lifts?|stair ?lifts?|ramps?|hoists?|platforms?|vans?|vehicles?|cars?|toilets?|bathrooms?|showers?|rails?|handrails?|entrances?|doors?|parking|bays?|conversions?|modifications?|mods|adaptations?|equipment|scooters?|chairs?|beds?|rooms?|carpets?|mats?|rugs?|buildings?|halls?|roofs?|extensions?|fit ?outs?|alterations?|works)|wheelchairs?|mobility scooters?|stair ?lifts?|mosques?|churche?s?|synagogues?|temples?|chapels?|gurdwaras?)`

// thingFault is what a decline finds of a thing: it broke, burned, was
// built or fitted without approval, not itemised or declared, not looked
// after.
const thingFault = `(?:broke|broken|break|breaks|failed|fails|failure|collapsed|caught fire|burnt|burned|burning|on fire|fire|flooded|flooding|leaked|leaking|leaks|damaged|cracked|rusted|rotted|rotten|corroded|worn|wear|stolen|went missing|missing|defective|faulty|malfunction\w*|packed (?:it )?in|gave out|gave way|stopped working|built|installed|fitted|added|put in|constructed|erected|unapproved|unpermitted|illegal|not (?:itemi[sz]ed|itemi[sz]ed|declared|listed|specified|disclosed|insured|covered|serviced|maintained|approved|certified|inspected|compliant|repaired|permitted)|never (?:itemi[sz]ed|declared|listed|disclosed|serviced|maintained|approved|certified|inspected|repaired)|(?:was|were)n'?t (?:itemi[sz]ed|declared|listed|specified|disclosed|serviced|maintained|approved|certified|inspected|repaired)|werent|wasnt|without|lack of|over the|above the|exceed\w*|unitemi[sz]ed|undeclared|unlisted|uninsured|spread|valued|worth)`

// thingWithFault is such a thing with its fault after it, a few words
// on: "religious items (gold icons) that werent itemised", "the mosque
// next door caught fire".
var thingWithFault = re(`\b` + traitThing + `\b(?:\s+[\w']+){0,6}?\s+` + thingFault + `\b`)

// thingsAge is the age of a thing said as its possessive: "the car's
// age", "the boilers age".
var thingsAge = re(`\b(?:car|cars|van|vans|vehicle|vehicles|engine|engines|boiler|boilers|roof|roofs|house|houses|building|buildings|bike|bikes|truck|trucks|caravan|caravans|boat|boats|property|properties|home|homes|appliance|appliances|fridge|fridges|tv|tvs|laptop|laptops|phone|phones|pipes?|wiring|carpet|carpets|system|systems|unit|units|machine|machines|tyres?|tires?|battery|batteries|fence|fences|shed|sheds|items?|contents|goods|furniture)'?s age\b`)

// traitOnlyAnObject reports a message (normalised) whose protected words
// all name a thing with a fault told of it, or a thing's age, and that
// asks for no pretext.
func traitOnlyAnObject(n string) bool {
	if !thingWithFault.MatchString(n) && !thingsAge.MatchString(n) {
		return false
	}
	if pretext.MatchString(n) {
		return false
	}
	masked := thingsAge.ReplaceAllString(thingWithFault.ReplaceAllString(n, "thingnamed"), "thingnamed")
	return !protectedWord.MatchString(masked) && !neverATerm.MatchString(masked)
}

// faultCuesLeft are the classifier's cue classes the rest of a decline
// may hold once its things and their faults are taken out: "covered by
// their insurer", "without a permit". A crime, an attack, a forgery, a
// threat or a jailbreak left there keeps the refusal.
const faultCuesLeft = harmCore &^ (1<<cueHide | 1<<cueEvade)

// fireStarted is a fire someone sets; a bare "fire" is one that broke
// out, which a decline tells of.
var fireStarted = re(`\b(?:(?:set|sets|setting|start|started|starting|light|lit|lighting|cause|caused|causing) (?:a |the )?)?fire\b`)

// onlyObjectFault reports a decline (raw text) whose protected words all
// name a thing with its fault, and whose other words, the things and
// their faults taken out, hold no harm word for the classifier: the
// fault's own words ("caught fire", "cracked", "without a permit") are
// the finding, not a harm asked for.
func (r *Reader) onlyObjectFault(text string) bool {
	n := uncontract(harm19Senses(reading.Normalise(text)))
	if !declineWord.MatchString(n) || !traitOnlyAnObject(n) || fabricationAsked.MatchString(n) {
		return false
	}
	plain := thingsAge.ReplaceAllString(thingWithFault.ReplaceAllString(n, "the item failed"), "the wear")
	plain = fireStarted.ReplaceAllStringFunc(plain, func(m string) string {
		if m != "fire" {
			return m // "set fire to it" stays the classifier's to judge
		}
		return "blaze" // "fire from the neighbouring property": an event, not arson
	})
	o := &scratch{}
	r.di.analyse(plain, &Moment{}, &o.msg)
	raw, _ := harmCueMasks(&o.msg)
	return raw&faultCuesLeft == 0
}
