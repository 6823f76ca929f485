// Package insurance is the insurance domain of seed 000, "Smart
// Investigator" (R14): a decline letter that needs a claim id and a crime
// topology, and a strategy agent that says where to find the claim id.
package insurance

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// The insurance domain of seed 000, "Smart Investigator": a decline letter
// that needs a claim id and a crime topology, and a strategy agent that
// tells the user where to find the claim id.

// ordinal is "2nd", "21st": digits and letters, but no claim id.
// Compiled on first use, as claimIDPattern: at init they cost every start
// of the binary, `concierge version` and the bank included (R55).
var ordinal = reading.Lazy(`(?i)^\d+(?:st|nd|rd|th)$`)

// claimIDPattern is a claim id: letters and digits, both present, in one
// run (123ABH) or in groups joined by hyphens (123-ABC, CLM-2024-7),
// compiled when the domain is first built.
var claimIDPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:[A-Za-z0-9]+-)*(?:[0-9]+-?[A-Za-z]|[A-Za-z]+-?[0-9])[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*\b`)
})

// homeScene and motorScene tell of a topology in a claim's story without
// naming it (issue 24 round 10: "the kitchen flooded after a pipe burst",
// "rear-ended at the lights"): rooms, fittings and break-ins of a home;
// crashes, roads and parts of a vehicle. Words that tell of both (a
// garage, a window, a flood, a theft) are in neither.
var (
	homeScene = []string{"kitchen", "bathroom", "bedroom", "lounge", "living room", "lounge room", "laundry", "ensuite", "hallway",
		"roof", "ceiling", "attic", "basement", "cellar", "backyard", "back yard", "front yard", "fence", "pipe", "pipes",
		"plumbing", "plumber", "burst pipe", "leaking tap", "hot water system", "gutter", "gutters", "carpet", "carpets",
		"floorboards", "furniture", "sofa", "couch", "fridge", "freezer", "dishwasher", "washing machine", "oven", "stove",
		"tv", "television", "jewellery", "jewelry", "burglary", "burglars", "burglar", "back door", "front door",
		"tenant", "tenants", "landlord", "rental property", "shed", "pergola", "deck", "balcony", "chimney", "bushfire"}
	motorScene = []string{"crash", "crashed", "collision", "collided", "rear-ended", "rear ended", "bumper", "windscreen",
		"windshield", "tyre", "tyres", "tire", "tires", "written off", "write-off", "write off", "highway", "freeway",
		"motorway", "intersection", "at the lights", "traffic lights", "roundabout", "car park", "parking lot", "car-park",
		"driver", "driving", "drove", "speeding", "hit and run", "hit-and-run", "panel beater", "tow truck", "towed",
		"airbag", "airbags", "steering", "rego", "dashcam", "side mirror", "wing mirror", "fender", "bonnet"}
)

// The insurance desk registers itself, as any domain of a program does (R39).
func init() { agents.Register("insurance", Domain) }

// Domain builds the insurance domain, with fresh agents.
func Domain() *agents.Domain {
	return &agents.Domain{
		Name:      "insurance",
		Greeting:  "Hello, I am Smart Investigator. I can help you with the following tasks:",
		Again:     "What else can I help you with? I can help you with the following tasks:",
		Closing:   "How can I help you today?",
		ListNames: true,
		Agents:    []*agents.Agent{declineLetter(), smartStrategy()},
	}
}

func declineLetter() *agents.Agent {
	return &agents.Agent{
		Name: "DeclineLetterAssistance", Title: "DeclineLetterAssistance", ExposeToUser: true,
		Intro: "Assist you in crafting a standardised declined letter.", Task: "craft a declined letter",
		Steps:       []string{"Write the {topology} decline letter for claim {claim_id}", "Write the decline letter for claim {claim_id}", "Write a {topology} decline letter"},
		Description: "Crafts a standardised decline letter for an insurance claim from its claim id and claim type.",
		Examples: []string{"I want to craft a declined letter", "write a decline letter", "draft a declined letter for a claim",
			"decline letter", "declined letter for my claim", "letter declining a claim"},
		Slots: []agents.Slot{{
			Name: "claim_id", Label: "claim id", Kind: agents.KindPattern, Pattern: claimIDPattern(), Fact: "claim_id", Upper: true,
			Cues: []string{"claim id", "claim number", "claim no", "claim", "my id", "id"},
			Check: func(v string, _ agents.Facts) error {
				if len(v) > 12 {
					return fmt.Errorf("%q isn't a claim id: it is too long (%d characters)", v, len(v))
				}
				if len(v) < 4 || ordinal.MatchString(v) {
					return fmt.Errorf("%q is not a claim id", v)
				}
				return nil
			},
			Question: "Please provide your claim id",
			Note:     "Obtaining claim_id...",
			Hint:     "A claim id has letters and digits, like 123ABH or 99KL00.",
			Description: "The claim id is the reference of the claim being declined, letters and digits like 123ABH. " +
				"The letter quotes it, so the customer knows which claim the decision is about.",
		}, {
			Name: "topology", Label: "claim type", Kind: agents.KindEnum, Fact: "topology",
			Choices: []agents.Choice{
				{Value: "Home", Aliases: []string{"house", "household", "property", "home insurance", "building", "buildings", "contents",
					"home and contents", "flat", "apartment", "unit", "residence", "dwelling", "townhouse", "condo", "residential", "duplex",
					"cottage", "bungalow", "villa", "granny flat", "landlord insurance",
					// the same said in the languages a desk hears most (issue 24 round 9: "es de casa")
					"casa", "hogar", "vivienda", "piso", "maison", "haus", "wohnung", "appartement", "apartamento"},
					Loose: []string{"property", "building", "buildings", "unit"}, // everyday words of a paragraph too
					Scene: homeScene},
				{Value: "Motor", Aliases: []string{"car", "vehicle", "motor vehicle", "auto", "motor insurance", "automobile", "ute",
					"truck", "van", "motorbike", "motorcycle", "motor car", "suv", "4wd", "4x4", "sedan", "hatchback", "hatch", "wagon",
					"station wagon", "pickup", "scooter", "campervan", "car insurance", "vehicle insurance",
					"coche", "carro", "automóvil", "automovil", "vehículo", "vehiculo", "voiture", "véhicule", "vehicule",
					"macchina", "wagen", "fahrzeug"},
					Scene: motorScene},
			},
			// kinds of policy a claim may be under that no letter here is for
			Outside: []string{"boat", "boats", "boat insurance", "motorboat", "speedboat", "sailboat", "dinghy", "kayak", "yacht", "jet ski", "jetski", "marine", "marine insurance",
				"travel", "travel insurance", "pet", "pets", "pet insurance", "dog", "cat", "horse", "vet", "vet bills",
				"life", "life insurance", "health", "health insurance", "medical", "dental", "hospital", "income protection",
				"funeral", "business insurance", "commercial insurance", "public liability", "professional indemnity",
				"bicycle", "phone insurance", "mobile phone", "drone", "aircraft", "plane", "farm", "crop", "livestock", "cyber"},
			// "claim type", the words users say (issue 24, ins22a: "crime
			// topology" read as jargon); the letter's own heading stays
			Question: "Please provide the claim type of your letter. You can choose from either Home or Motor only.",
			Note:     "Obtaining claim type...",
			Hint:     "The claim type of a decline letter is Home or Motor only.",
			Description: "The claim type is the kind of policy the claim was lodged under: Home (a home and contents policy) or Motor (a motor vehicle policy). " +
				"The letter names that policy, so it has to be the right one.",
		}},
		Act: func(t *agents.Turn) agents.Result {
			id, topology := t.Slot("claim_id"), t.Slot("topology")
			date := t.Now().Format("2 January 2006")
			reason := sentenceCase(t.Memory[agents.ReasonMemory]) // the reason the user gave, noted by the loop (issue 24, ins21); shouted, in sentence case (reason_case.go)
			res := agents.Done("Letter generated!")
			switch {
			case reason != "" && t.Memory[agents.RedoneMemory] != "":
				res = agents.Done(fmt.Sprintf("Letter redone for claim %s: it now names the reason you gave: %s.", id, strings.TrimRight(reason, ".!")))
			case reason != "":
				res = agents.Done(fmt.Sprintf("Letter generated! It names the reason you gave: %s.", strings.TrimRight(reason, ".!")))
			case t.Memory[agents.RedoneMemory] != "":
				res = agents.Done(fmt.Sprintf("Letter redone for claim %s: it now has no reason line.", id)) // the reason left out (concierge/reason_left_out.go)
			}
			res.Artifact = &state.Artifact{
				Title: fmt.Sprintf("Decline letter: claim %s (%s)", id, topology),
				Kind:  "letter",
				Body:  declineLetterBody(id, topology, date, reason),
			}
			return res
		},
	}
}

// declineLetterBody is the standardised letter. Paragraphs are single
// lines: whoever shows the letter wraps it to its own width.
func declineLetterBody(id, topology, date, reason string) string {
	cover := map[string]string{
		"Home":  "home and contents policy",
		"Motor": "motor vehicle policy",
	}[topology]
	decision := fmt.Sprintf("Thank you for lodging claim %s under your %s. After a careful review of the information provided and the terms of your policy, we are unable to accept this claim.", id, cover)
	if reason != "" {
		decision += " The reason for this decision: " + strings.TrimRight(reason, ".!") + "."
	}
	return strings.Join([]string{
		date,
		"",
		"Claim id: " + id,
		"Policy type: " + topology, // the claimant's word; the fact stays topology
		"",
		"Dear policyholder,",
		"",
		decision,
		"",
		"If you have new information, or would like us to review this decision, please reply within 30 days quoting your claim id.",
		"",
		"Yours sincerely,",
		"Claims Investigation Team",
		"",
		"You can also find this letter at www.dl_artifact.com.au.",
	}, "\n")
}

// internalScene and partnerScene tell who the user is to Suncorp without
// naming it (issue 24 round 16): a new starter in a team is staff ("i
// just started last week in claims"); a firm that works for Suncorp is a
// partner ("my company does the towing for suncorp"). A message that
// tells of both is asked, never guessed (agents.SceneChoice).
var (
	internalScene = []string{"new starter", "just started", "just joined", "started last week", "started this week",
		"started on monday", "started monday", "my first week", "my first day", "first week here", "first day here", "new hire",
		"new recruit", "new in the team", "new to the team", "new on the team", "onboarding", "induction", "graduate program",
		"grad program", "my team leader", "my team lead", "claims crew", "claims unit", "claims area", "in claims",
		"our intranet", "the intranet", "my payslip"}
	partnerScene = []string{"towing", "tow truck", "tow trucks", "tows", "tow company", "repairer", "repairers",
		"panel beater", "panel beaters", "smash repair", "smash repairs", "contractor", "contractors", "subcontract",
		"sub-contract", "supplier", "suppliers", "vendor", "my company", "our company", "my firm", "our firm",
		"my business", "our business", "we do the", "on contract", "outsourced", "builder", "builders", "assessing firm",
		"loss adjusting firm", "we supply", "we service", "we repair", "we fix",
		// working for the insurer without being on its staff (round 38's ins 16: "contracted to yous")
		"contracted", "under contract", "freelance", "freelancer", "loss adjuster", "loss adjusters", "independent adjuster",
		"consultant", "consultancy", "external assessor"}
)

func smartStrategy() *agents.Agent {
	return &agents.Agent{
		Name: "SmartStrategy", Title: "SmartStrategy", ExposeToUser: true, CanGenerateTask: true,
		Intro: "Assist you in finding your claim id.", Task: "find your claim id",
		Description: "Tells the user where to find their claim id, depending on whether they are an internal employee or a partner of Suncorp.",
		Examples: []string{"where do I find a claim id", "where to find my claim id", "how do I get my claim number",
			"I don't know my claim id", "find my claim id", "where is the claim id"},
		Slots: []agents.Slot{{
			Name: "relationship", Label: "relationship with Suncorp", Kind: agents.KindEnum, Fact: "relationship", Remember: true,
			Choices: []agents.Choice{
				{Value: "internal", Aliases: []string{"internal employee", "employee", "staff", "internal staff", "colleague", "work for suncorp", "work at suncorp",
					"work in suncorp", "employed by suncorp", "suncorp employee", "suncorp staff", "on staff", "in house", "in-house", "inhouse", "staffer",
					"claims team", "claims department", "claims dept", "claims officer", "claims assessor", "head office", "internal team",
					"staff member", "work here", "inside suncorp", "work for you", "work for u", "work for ya", "work for you guys",
					"work for yous", "one of yours", "one of your staff", "your staff", "ur staff", "your employee", "ur employee"},
					Scene: internalScene},
				{Value: "partner", Aliases: []string{"partner of suncorp", "a partner", "business partner", "broker", "brokerage", "agency", "reseller",
					"intermediary", "third party", "third-party", "external", "agent of suncorp", "work with suncorp", "partner firm", "partner company",
					"outside", "from outside", "outsider", "outside firm", "outside company"},
					Scene: partnerScene},
			},
			Question: "Please tell me if you are an internal employee or a partner of Suncorp.",
			Note:     "Checking partner or internal...",
			Hint:     "For this task, you must provide whether you are an 'internal employee' or a 'partner' of Suncorp.",
			Description: "Where you find a claim id depends on who you are, so the strategy differs: internal employees (Suncorp's own staff) find it in the claims system, " +
				"and partners (brokers, agencies and other firms that sell or service Suncorp policies) find it at www.my_id.com.",
		}},
		Act: func(t *agents.Turn) agents.Result {
			where := "www.my_id.com"
			if t.Slot("relationship") == "internal" {
				where = "the claims system, under Claims › My claims"
			}
			if t.Memory[agents.ForSomeoneElseMemory] != "" {
				// asked for someone else: their answer, in their words (ins31)
				return agents.Done(fmt.Sprintf("For %s, the id can be found at %s.", article(t.Slot("relationship")), where))
			}
			if quoted, ok := saidBack(t.Agent.Slot("relationship"), t.Said["relationship"], t.Slot("relationship")); ok {
				return agents.Done(fmt.Sprintf("Due to %q, the id can be found at %s.", quoted, where))
			}
			return agents.Done(fmt.Sprintf("As you are %s, the id can be found at %s.", article(t.Slot("relationship")), where))
		},
	}
}

// article is "an internal employee" or "a partner".
func article(relationship string) string {
	if relationship == "internal" {
		return "an internal employee"
	}
	return "a partner"
}
