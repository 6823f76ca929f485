package state

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"
)

// One writer per session that does not depend on a file a user may delete
// (R55). The flock of store_lock.go is the fast path: it fails at once
// while another process holds it. But a user who removes the data dir's
// locks/ lets a second process flock a new file while the first still
// writes, so the writer also holds a lease: a row of the database naming
// the session, the holder's random token and its last heartbeat. Every
// write to the session checks the token in its own transaction, so that a
// writer who lost its lease writes nothing, never interleaving with the new
// holder. The heartbeat is renewed every leaseRenew; a lease not renewed
// for leaseStale is stale and may be taken over. A holder that died on
// this host (its process is gone) leaves a lease that is stale at once, so
// that a resume right after a crash is not kept waiting.

const (
	leaseRenew = 2 * time.Second
	leaseStale = 10 * time.Second
)

// ErrLeaseLost is wrapped by the error of every write to a session whose
// lease this Store held and lost: another concierge took the session over
// after this one's heartbeat stopped for leaseStale (a suspended laptop, a
// store busy for too long). The writer must stop writing to it.
var ErrLeaseLost = errors.New("session lease lost")

type leaseLostError struct{ id string }

func (e *leaseLostError) Error() string {
	return fmt.Sprintf("session %s was taken over by another concierge while this one was not heard from; this one has stopped saving it, so that the two never write into each other", e.id)
}

func (e *leaseLostError) Is(target error) bool { return target == ErrLeaseLost }

// lease is a lease this Store holds.
type lease struct {
	token string
	stop  chan struct{}
	done  chan struct{}
	once  sync.Once
}

// host is this machine's name, recorded with a lease so that a lease of a
// dead process on this host is known to be stale.
var host, _ = os.Hostname()

// takeLease takes the session's lease for this Store, or fails with a
// lockedError while another holder's lease is fresh.
func (s *Store) takeLease(id string) (*lease, error) {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	l := &lease{token: hex.EncodeToString(b), stop: make(chan struct{}), done: make(chan struct{})}
	err := s.write(func(tx *sql.Tx) error {
		var owner, holderHost string
		var pid, beat int64
		err := tx.QueryRow(`SELECT owner, pid, host, heartbeat FROM leases WHERE session_id = ?`, id).Scan(&owner, &pid, &holderHost, &beat)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return s.explain(err)
		}
		if err == nil && s.leaseFresh(pid, holderHost, beat) {
			return &lockedError{id: id}
		}
		_, err = tx.Exec(`INSERT INTO leases (session_id, owner, pid, host, heartbeat) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (session_id) DO UPDATE SET owner = excluded.owner, pid = excluded.pid, host = excluded.host, heartbeat = excluded.heartbeat`,
			id, l.token, os.Getpid(), host, toNanos(s.now()))
		return s.explain(err)
	})
	if err != nil {
		return nil, err
	}
	s.leaseMu.Lock()
	if s.leases == nil {
		s.leases = map[string]*lease{}
	}
	s.leases[id] = l
	s.leaseMu.Unlock()
	go s.heartbeat(id, l)
	return l, nil
}

// leaseFresh reports whether a lease with this holder and heartbeat still
// keeps others out.
func (s *Store) leaseFresh(pid int64, holderHost string, beat int64) bool {
	if holderHost == host && pid != int64(os.Getpid()) && !processAlive(int(pid)) {
		return false // its holder died on this machine: nobody renews it
	}
	return s.now().Sub(fromNanos(beat)) < leaseStale
}

// heartbeat renews the lease every leaseRenew until it is released or
// lost. A renewal that fails on a busy store is tried at the next tick;
// one that finds the lease gone stops: the writes fail from then on.
func (s *Store) heartbeat(id string, l *lease) {
	defer close(l.done)
	t := time.NewTicker(s.renew)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
		}
		err := s.write(func(tx *sql.Tx) error {
			res, err := tx.Exec(`UPDATE leases SET heartbeat = ? WHERE session_id = ? AND owner = ?`, toNanos(s.now()), id, l.token)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return &leaseLostError{id: id}
			}
			return nil
		})
		if errors.Is(err, ErrLeaseLost) {
			return
		}
	}
}

// releaseLease stops the heartbeat and gives the lease up, if it is still
// this Store's.
func (s *Store) releaseLease(id string, l *lease) {
	close(l.stop)
	<-l.done
	s.leaseMu.Lock()
	if s.leases[id] == l {
		delete(s.leases, id)
	}
	s.leaseMu.Unlock()
	_ = s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec(`DELETE FROM leases WHERE session_id = ? AND owner = ?`, id, l.token)
		return err
	})
}

// checkLease is the first statement of every write to a session, in the
// write's own transaction: a Store that holds the session's lease writes
// only while the lease is still its own; one that does not writes only
// while nobody else holds a fresh one.
func (s *Store) checkLease(tx *sql.Tx, id string) error {
	s.leaseMu.Lock()
	mine := s.leases[id]
	s.leaseMu.Unlock()
	var owner, holderHost string
	var pid, beat int64
	err := tx.QueryRow(`SELECT owner, pid, host, heartbeat FROM leases WHERE session_id = ?`, id).Scan(&owner, &pid, &holderHost, &beat)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return s.explain(err)
	}
	held := err == nil
	switch {
	case mine != nil && (!held || owner != mine.token):
		return &leaseLostError{id: id}
	case mine == nil && held && s.leaseFresh(pid, holderHost, beat):
		return &lockedError{id: id}
	}
	return nil
}

// closeLeases stops every heartbeat of this Store and gives its leases up,
// before the database closes.
func (s *Store) closeLeases() {
	s.leaseMu.Lock()
	held := make(map[string]*lease, len(s.leases))
	for id, l := range s.leases {
		held[id] = l
	}
	s.leaseMu.Unlock()
	for id, l := range held {
		s.releaseOnce(id, l)
	}
}

// releaseOnce releases a lease once, whoever asks first (the release
// function Lock returned, or Close).
func (s *Store) releaseOnce(id string, l *lease) {
	l.once.Do(func() { s.releaseLease(id, l) })
}
