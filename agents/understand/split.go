package understand

// The split is by family, decided by a hash of the family's name, so a
// paraphrase family is wholly on one side and the split is the same on
// every machine: 15% held out (the floors), 15% validation (the
// thresholds), the rest trains.

// Split is the side of the split an example is on.
type Split uint8

const (
	SplitTrain Split = iota
	SplitValidation
	SplitHeldOut
)

func (s Split) String() string {
	return [...]string{"train", "validation", "held-out"}[s]
}

// SplitOf is the side the family falls on.
func SplitOf(family string) Split {
	switch h := mix(fnvOffset, family) % 100; {
	case h < 15:
		return SplitHeldOut
	case h < 30:
		return SplitValidation
	}
	return SplitTrain
}

// FamilyHash is a family's hash, for dealing families into folds.
func FamilyHash(family string) uint32 { return mix(fnvOffset, "fold:"+family) }
