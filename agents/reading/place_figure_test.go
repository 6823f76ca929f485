package reading

import "testing"

func TestPlaceFigure(t *testing.T) {
	for k, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 103: "103rd", 111: "111th"} {
		if got := PlaceFigure(k); got != want {
			t.Errorf("PlaceFigure(%d) = %q, want %q", k, got, want)
		}
	}
}
