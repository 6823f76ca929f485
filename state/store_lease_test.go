package state

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// R55: one writer per session does not depend on the locks dir. With
// locks/ removed under a writer, a second Store cannot take the session
// (nor write to it) while the first's lease is fresh; once the lease is
// stale (the second's clock runs 11 s ahead) it can, and from then on the
// first's writes fail instead of interleaving with the second's.
func TestLeaseHoldsWithoutLockFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := a.Create(New("s1", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	releaseA, err := a.Lock("s1")
	if err != nil {
		t.Fatal(err)
	}
	defer releaseA()
	if _, err := a.Append("s1", "delta", eventData(1), t0); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(filepath.Join(dir, "locks")); err != nil {
		t.Fatal(err)
	}

	if _, err := b.Lock("s1"); !errors.Is(err, ErrLocked) {
		t.Fatalf("Lock with locks/ gone and a fresh lease = %v, want ErrLocked", err)
	}
	if _, err := b.Append("s1", "delta", eventData(2), t0); !errors.Is(err, ErrLocked) {
		t.Fatalf("Append without the lease while another holds it = %v, want ErrLocked", err)
	}
	if _, err := a.Append("s1", "delta", eventData(2), t0); err != nil {
		t.Fatalf("the holder's Append: %v", err)
	}

	b.now = func() time.Time { return time.Now().Add(leaseStale + time.Second) }
	releaseB, err := b.Lock("s1")
	if err != nil {
		t.Fatalf("Lock of a stale lease: %v", err)
	}
	defer releaseB()
	_, err = a.Append("s1", "delta", eventData(3), t0)
	if !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("Append after the lease was taken over = %v, want ErrLeaseLost", err)
	}
	if err := a.SaveTurn("s1", []Record{{Kind: "delta", Data: eventData(3)}}, Listing{}); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("SaveTurn after the lease was taken over = %v, want ErrLeaseLost", err)
	}
	if err := a.Snapshot("s1", New("s1", "bank", t0), 0); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("Snapshot after the lease was taken over = %v, want ErrLeaseLost", err)
	}
	if seq, err := b.Append("s1", "delta", eventData(3), t0); err != nil || seq != 3 {
		t.Fatalf("the new holder's Append = %d, %v; want 3", seq, err)
	}
	// the loser's release does not free the new holder's lease
	releaseA()
	c, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Lock("s1"); !errors.Is(err, ErrLocked) {
		t.Fatalf("Lock while the new holder's lease is fresh = %v, want ErrLocked", err)
	}
	all, err := b.Events("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 3 || all[2].Seq != 3 || string(all[2].Data) != string(eventData(3)) {
		t.Fatalf("events after the take-over: %+v", all)
	}
	if _, err := a.Append("s1", "delta", eventData(4), t0); err == nil {
		t.Fatal("the loser wrote after releasing")
	}
}

// The heartbeat renews a held lease, and release gives it up: the next
// Lock, from another Store, succeeds at once.
func TestLeaseHeartbeatAndRelease(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	a.renew = 10 * time.Millisecond
	release, err := a.Lock("s2")
	if err != nil {
		t.Fatal(err)
	}
	beat := func() int64 {
		var n int64
		if err := a.db.QueryRow(`SELECT heartbeat FROM leases WHERE session_id = 's2'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	first := beat()
	deadline := time.Now().Add(5 * time.Second)
	for beat() == first {
		if time.Now().After(deadline) {
			t.Fatal("the heartbeat was never renewed")
		}
		time.Sleep(5 * time.Millisecond)
	}
	release()
	var n int
	if err := a.db.QueryRow(`SELECT count(*) FROM leases`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("leases after release: %d, %v", n, err)
	}
	b, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	rel, err := b.Lock("s2")
	if err != nil {
		t.Fatalf("Lock after release: %v", err)
	}
	rel()
}

// A store of schema 2 gets the leases table when it is opened.
func TestStoreMigratesSchema2Leases(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Create(New("old", "bank", t0)); err != nil {
		t.Fatal(err)
	}
	// back to schema 2, as a build before leases left it
	if _, err := s.db.Exec(`DROP TABLE leases`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`UPDATE meta SET value = '2' WHERE key = ?`, versionKey); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	release, err := s.Lock("old")
	if err != nil {
		t.Fatalf("Lock after migrating: %v", err)
	}
	defer release()
	if _, err := s.Append("old", "delta", eventData(1), t0); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM leases WHERE session_id = 'old'`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("lease rows %d, %v", n, err)
	}
}
