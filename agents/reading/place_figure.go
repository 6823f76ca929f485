package reading

import "strconv"

// PlaceFigure is a place in figures, as a user types it to point into a
// list: 1st, 2nd, 3rd, 4th, 11th, 21st.
func PlaceFigure(k int) string {
	suffix := "th"
	if k%100 < 11 || k%100 > 13 {
		switch k % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(k) + suffix
}
