package util

import (
	"reflect"
	"testing"
)

// The entity table read from html5entities.txt is goldmark's map literal,
// entry for entry (patched for concierge, see PATCHED.md).
func TestHTML5EntitiesAsLiteral(t *testing.T) {
	got := html5entities()
	if len(got) != len(html5entitiesLiteral) {
		t.Fatalf("%d entities read, %d in the literal", len(got), len(html5entitiesLiteral))
	}
	for name, want := range html5entitiesLiteral {
		e, ok := LookUpHTML5EntityByName(name)
		if !ok || !reflect.DeepEqual(e, want) {
			t.Errorf("%s: read %+v, literal %+v", name, e, want)
		}
	}
	if _, ok := LookUpHTML5EntityByName("notanentity"); ok {
		t.Error("an unknown name was found")
	}
}

func TestUnicodeCaseFoldingsAsLiteral(t *testing.T) {
	if got := unicodeCaseFoldings(); !reflect.DeepEqual(got, unicodeCaseFoldingsLiteral) {
		t.Fatalf("read %d foldings, literal %d, and they differ", len(got), len(unicodeCaseFoldingsLiteral))
	}
}

func TestTableLinesRejectsMalformed(t *testing.T) {
	for _, text := range []string{"amp", "amp ", " 26", "amp 2g", "amp 26,", "amp ,26"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%q read without a panic", text)
				}
			}()
			tableLines(text)
		}()
	}
	got := tableLines("a 1,ff\nb 10ffff\n")
	want := []tableLine{{"a", []rune{1, 0xff}}, {"b", []rune{0x10ffff}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read %v, want %v", got, want)
	}
}
