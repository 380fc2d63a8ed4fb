package answers

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// testLimits are DefaultLimits for a test where every phone comes from
// 127.0.0.1: the limits per address would otherwise be one class's.
var testLimits = func() Limits {
	l := DefaultLimits
	l.JoinBurst, l.DevicesPerAddress, l.StreamsPerAddress, l.MissBurst = 1000, 1000, 1000, 1000
	return l
}()

// testServer serves room through httptest on 127.0.0.1 until the test ends.
func testServer(t testing.TB, room *Room, limits Limits) (*Server, *httptest.Server) {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	s := newServer(room, ts.Listener.Addr().String(), limits)
	ts.Config.Handler = s.routes()
	ts.Start()
	t.Cleanup(func() {
		s.mu.Lock()
		if !s.stopped {
			s.stopped = true
			close(s.stop)
		}
		s.mu.Unlock()
		ts.Close()
	})
	return s, ts
}

// A phone is a simulated phone: it does what the page's script does,
// through the protocol the README documents.
type phone struct {
	t      testing.TB
	client *http.Client
	base   string // the room's URL, ending in /
	device string
}

func newClient() *http.Client {
	return &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 300}}
}

func newPhone(t testing.TB, client *http.Client, roomURL string) *phone {
	t.Helper()
	p := &phone{t: t, client: client, base: roomURL}
	status, body := p.post("join", "", "")
	if status != http.StatusOK {
		t.Fatalf("join: %d %s", status, body)
	}
	var joined struct{ Device string }
	if err := json.Unmarshal(body, &joined); err != nil || joined.Device == "" {
		t.Fatalf("join: %s (%v)", body, err)
	}
	p.device = joined.Device
	return p
}

// post sends body (of type ctype, if any) to path under the room.
func (p *phone) post(path, ctype, body string) (int, []byte) {
	req, _ := http.NewRequest(http.MethodPost, p.base+path, strings.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	return p.do(req)
}

func (p *phone) get(path string) (int, []byte) {
	req, _ := http.NewRequest(http.MethodGet, p.base+path, nil)
	return p.do(req)
}

func (p *phone) do(req *http.Request) (int, []byte) {
	resp, err := p.client.Do(req)
	if err != nil {
		p.t.Errorf("%s %s: %v", req.Method, req.URL.Path, err)
		return 0, nil
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, body
}

// answer sends choice for question id in round; it returns the status.
func (p *phone) answer(id, round int, choice Choice) int {
	body, _ := json.Marshal(answerBody{Device: p.device, Question: id, Round: round, Choice: choice})
	status, _ := p.post("answer", "application/json", string(body))
	return status
}

// state is GET state: the phone's view once.
func (p *phone) state() phoneState {
	status, body := p.get("state?device=" + p.device)
	var s phoneState
	if status != http.StatusOK || json.Unmarshal(body, &s) != nil {
		p.t.Errorf("state: %d %s", status, body)
	}
	return s
}

// An event is one server-sent event.
type event struct {
	name string
	data []byte
}

// listen opens the phone's event stream; its events arrive on the
// channel, which is closed when the stream ends. The stream ends with
// ctx, and at the latest when the test does.
func (p *phone) listen(ctx context.Context) (<-chan event, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, p.base+"events?device="+p.device, nil)
	client := *p.client
	client.Timeout = 0 // a stream lasts; ctx bounds it
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return nil, fmt.Errorf("events: %d %s", resp.StatusCode, body)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		resp.Body.Close()
		return nil, fmt.Errorf("events: Content-Type %q", ct)
	}
	events := make(chan event, 16)
	go func() {
		defer close(events)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		var e event
		for sc.Scan() {
			line := sc.Bytes()
			switch {
			case len(line) == 0:
				if e.name != "" {
					select {
					case events <- e:
					case <-ctx.Done():
						return
					}
				}
				e = event{}
			case bytes.HasPrefix(line, []byte("event: ")):
				e.name = string(line[len("event: "):])
			case bytes.HasPrefix(line, []byte("data: ")):
				e.data = append([]byte(nil), line[len("data: "):]...)
			}
		}
	}()
	return events, nil
}

// next returns the next "state" event's state, or an error if the stream
// ends or none comes within 20 s. Phones in goroutines call it, so it
// does not stop the test itself.
func next(events <-chan event) (phoneState, error) {
	timeout := time.After(20 * time.Second)
	for {
		select {
		case e, ok := <-events:
			if !ok {
				return phoneState{}, fmt.Errorf("the stream ended")
			}
			if e.name != "state" {
				continue
			}
			var s phoneState
			if err := json.Unmarshal(e.data, &s); err != nil {
				return s, fmt.Errorf("state %s: %v", e.data, err)
			}
			return s, nil
		case <-timeout:
			return phoneState{}, fmt.Errorf("no state within 20 s")
		}
	}
}

// until reads states until one satisfies ok, and returns it.
func until(events <-chan event, ok func(phoneState) bool) (phoneState, error) {
	for {
		s, err := next(events)
		if err != nil || ok(s) {
			return s, err
		}
	}
}
