package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R53 (round 34's insurance tester): "the owner disabled the immobiliser
// himself so theft cover doesnt apply" was refused as a protected ground,
// and the claim blocked for the session. "Disabled" as a verb on a device,
// an alarm or a feature is switching it off, not a disability; the words
// are read as "switched off" before the table and the classifier judge
// the message. "a disabled driver", "he is disabled" keep their sense.

// devicesOff are the things that can be switched off, after an owner.
const devicesOff = `((?:\s+(?:the|his|her|their|its|my|our|a|an|all|both|every|any|this|that))?(?:\s+[\w'-]+)?\s+(?:immobili[sz]ers?|alarms?|trackers?|tracking|gps|sensors?|detectors?|cameras?|cctv|dash ?cams?|locks?|deadlocks?|security|system|systems|features?|settings?|functions?|airbags?|brakes?|abs|sprinklers?|boiler|heating|thermostat|router|wifi|firewall|antivirus|notifications?|alerts?|2fa|two factor|autopay|direct debits?|overdraft|contactless|card|cards|app|account|accounts|device|devices|chip|ignition|engine|timer|switch|fuse|breaker|beacon|monitor|monitoring|doorbell))\b`

// deviceDisabled is disable said of a thing that can be switched off.
var deviceDisabled = reading.Lazy(`(?i)\b(disabl(?:ed|ing|es|e))` + devicesOff)

// deviceOffGround is a device switched off given as a claim decision's
// ground ("he disabled the alarm before leaving so the burglary isnt
// covered"): the insurer's reason, which the classifier, hearing only
// theft and a decline, held harmful.
var deviceOffGround = reading.Lazy(`\b(?:turn(?:ed|ing|s)?|switch(?:ed|ing|es)?) off` + devicesOff + `.*\b(?:declin\w*|reject\w*|refus\w*|deny|denied|not covered|isnt covered|isn't covered|doesnt apply|doesn't apply|does not apply|no cover|void\w*)\b` +
	`|\b(?:declin\w*|reject\w*|refus\w*|deny|denied)\b.*\b(?:turn(?:ed|ing|s)?|switch(?:ed|ing|es)?) off` + devicesOff)

// deviceOffAsGround reports a device switched off as a decision's ground,
// with nothing moved or made up (n normalised, "disabled" read as
// "turned off").
func deviceOffAsGround(n string) bool {
	return deviceOffGround.MatchString(n) && !stolenMoved.MatchString(n) && !fabricationAsked.MatchString(n) && !fabricationAskedMore.MatchString(n)
}

// switchedOff are the words "disable" is read as.
var switchedOff = map[string]string{"disabling": "turning off", "disabled": "turned off", "disables": "turns off", "disable": "turn off"}

// deviceSwitchedOff reads "disabled the alarm" as "switched off the alarm".
func deviceSwitchedOff(text string) string {
	if !strings.Contains(strings.ToLower(text), "disabl") {
		return text
	}
	return deviceDisabled.ReplaceAllStringFunc(text, func(m string) string {
		for _, v := range []string{"disabling", "disabled", "disables", "disable"} {
			if strings.HasPrefix(strings.ToLower(m), v) {
				return switchedOff[v] + m[len(v):]
			}
		}
		return m
	})
}
