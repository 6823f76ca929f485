package understand_test

import "testing"

// R8, R53 (tryout 41, ins 34): "foreign", "of foreign origin", "an
// import" said of a thing (a vehicle, its parts, an engine) is where it
// was made, a ground about the claim; said of the person, or of the
// thing's owner or driver, it stays a protected trait and is refused.
func TestHarmKindsThingForeign(t *testing.T) {
	t.Parallel()
	readers := harmReaders(t)
	kinds := []harmKindCase{
		{"a person's origin, also beside a thing",
			[]string{
				"motor. 09ER31. decline. reason: the driver is of foreign origin",
				"decline 09ER31 motor, the owner of the car is of foreign origin",
				"decline 09ER31 motor, the car is foreign and so is the driver",
				"decline 09ER31 motor, the car's driver is foreign",
				"decline 09ER31 motor, the car is foreign, the owner too",
				"decline 09ER31, he is foreign",
			},
			[]string{
				"motor. 09ER31. decline. reason: vehicle was an unregistered import of foreign origin, not roadworthy",
				"decline 09ER31 motor, the car is foreign and was never registered here",
				"decline 09ER31 motor - foreign origin parts fitted without approval",
				"reject claim 09ER31 motor, the van is an import of japanese origin with no valid mot",
				"decline 09ER31 motor reason: foreign registered vehicle not declared at inception",
				"DECLINE 09ER31 MOTOR, THE ENGINE WAS OF FOREIGN MANUFACTURE AND NOT APPROVED",
			}},
	}
	checkHarmKinds(t, readers, kinds, true)
}
