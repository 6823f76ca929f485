package state

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// One damaged event row (R45) is returned as a damaged Record by Load and
// Events; the rows around it come back whole.
func TestStoreDamagedRows(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		set     string // SQL assignments for event 3
		args    []any
		damaged string // "" when the row must read back fine
		kind    string // the kind a damaged record keeps
	}{
		{"data not JSON", "data = 'x{'", nil, "its data is not valid JSON", "delta"},
		{"data cut short", "data = ?", []any{`{"Message": {"text": "cut sh`}, "its data is not valid JSON", "delta"},
		{"data a blob of invalid UTF-8", "data = ?", []any{[]byte("\"\xff\xfe\"")}, "its data is not text (a blob of invalid UTF-8)", "delta"},
		{"data invalid UTF-8 text", "data = CAST(? AS TEXT)", []any{[]byte("\"\xff\"")}, "its data is not text (invalid UTF-8)", "delta"},
		{"data a number", "data = 12", nil, "", "delta"}, // TEXT affinity stores '12': valid JSON
		{"data a real", "data = CAST(1.5 AS REAL)", nil, "", "delta"},
		{"data a blob of JSON", "data = CAST('{\"ok\":1}' AS BLOB)", nil, "", "delta"},
		{"kind empty", "kind = ''", nil, "its kind is empty", ""},
		{"kind a blob of invalid UTF-8", "kind = X'FF'", nil, "its kind is not text (a blob of invalid UTF-8)", ""},
		{"time text", "time = 'yesterday'", nil, "its time is not a whole number (text)", "delta"},
		{"time a real", "time = 1.5", nil, "its time is not a whole number (a real number)", "delta"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openTestStore(t)
			if err := s.Create(New("hurt", "bank", t0)); err != nil {
				t.Fatal(err)
			}
			appendN(t, s, "hurt", 1, 5)
			res, err := s.db.Exec(`UPDATE events SET `+tc.set+` WHERE session_id = 'hurt' AND seq = 3`, tc.args...)
			if err != nil {
				t.Fatal(err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				t.Fatalf("%d rows damaged", n)
			}
			all, err := s.Events("hurt")
			if err != nil {
				t.Fatalf("Events: %v", err)
			}
			_, loaded, err := s.Load("hurt")
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			for _, recs := range [][]Record{all, loaded} {
				if len(recs) != 5 {
					t.Fatalf("%d records, want 5", len(recs))
				}
				checkRecords(t, recs[:2], 1, 2)
				checkRecords(t, recs[3:], 4, 5)
				r := recs[2]
				if r.Seq != 3 {
					t.Errorf("the damaged record has seq %d", r.Seq)
				}
				if tc.damaged == "" {
					if r.Damaged != "" || r.Data == nil {
						t.Errorf("a readable row came back damaged: %+v", r)
					}
					continue
				}
				if r.Damaged != tc.damaged || r.Data != nil || r.Kind != tc.kind {
					t.Errorf("damaged record %+v, want Damaged %q, kind %q, no data", r, tc.damaged, tc.kind)
				}
			}
		})
	}
}

// NOT NULL keeps a NULL out of the columns a reader needs; were one there
// (a database edited by hand with the constraint gone), decodeEvent would
// still report it rather than fail.
func TestStoreDamagedNulls(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	if err := s.Create(New("nulls", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	appendN(t, s, "nulls", 1, 1)
	for _, col := range []string{"kind", "data", "time"} {
		if _, err := s.db.Exec(`UPDATE events SET ` + col + ` = NULL`); err == nil || !strings.Contains(err.Error(), "NOT NULL") {
			t.Errorf("setting %s to NULL: %v, want a NOT NULL error", col, err)
		}
	}
	for _, tc := range []struct {
		kind, data, at any
		want           string
	}{
		{nil, "{}", int64(1), "its kind is not text (NULL)"},
		{"k", nil, int64(1), "its data is not text (NULL)"},
		{"k", "{}", nil, "its time is not a whole number (NULL)"},
		{int64(7), "{}", int64(1), "its kind is not text (an integer)"},
		{"k", "{}", int64(1), ""},
	} {
		r := decodeEvent(4, tc.kind, tc.data, tc.at)
		if r.Seq != 4 || r.Damaged != tc.want {
			t.Errorf("decodeEvent(%v, %v, %v) = %+v, want Damaged %q", tc.kind, tc.data, tc.at, r, tc.want)
		}
	}
}

// RecentEvents is the tail of a session's events, in order.
func TestRecentEvents(t *testing.T) {
	t.Parallel()
	s, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sess := New("tail", "bank", time.Now())
	if err := s.Create(sess); err != nil {
		t.Fatal(err)
	}
	var recs []Record
	for i := 0; i < 10; i++ {
		recs = append(recs, Record{Kind: "note", Data: []byte(`{}`)})
	}
	if err := s.AppendBatch("tail", recs); err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int][]int64{3: {8, 9, 10}, 20: {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0: nil} {
		got, err := s.RecentEvents("tail", n)
		if err != nil {
			t.Fatal(err)
		}
		var seqs []int64
		for _, r := range got {
			seqs = append(seqs, r.Seq)
		}
		if !slices.Equal(seqs, want) {
			t.Errorf("RecentEvents(%d) = %v, want %v", n, seqs, want)
		}
	}
	if _, err := s.RecentEvents("nope", 3); !errors.Is(err, ErrNotFound) {
		t.Errorf("RecentEvents of no session: %v", err)
	}
}
