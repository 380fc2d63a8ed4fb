package answers

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Limits bound what phones can ask of the server. Every phone is treated
// as hostile: it may send anything, as often as it likes.
type Limits struct {
	Body int64 // bytes of a request body

	AnswerBurst, AnswerRate float64 // answers per device: a burst, then per second
	JoinBurst, JoinRate     float64 // device ids per address: a burst, then per second
	DevicesPerAddress       int     // device ids one address is given in all: its votes
	MissBurst, MissRate     float64 // wrong codes, tokens and device ids per address

	Streams           int // event streams open at once, in all
	StreamsPerAddress int
	StreamsPerDevice  int // a newer stream closes the device's oldest beyond this
	Conns             int // connections at once, in all
	ConnsPerAddress   int // connections at once from one address

	Keepalive time.Duration // how often a quiet stream sends a comment
}

// DefaultLimits suit a class of up to a few hundred phones, each with
// its own address, as on the school's network: one address gets a few
// device ids (a phone, reloaded, or in a private tab; a few phones
// sharing it), not one per answer, so that one phone cannot outvote the
// class (each device id answers a question once; a change replaces its
// answer). When the streams are all open, a new address takes one from
// the address with the most (see open).
//
// One address may hold 150 connections of the 1000: a class of 35 phones
// behind one school NAT address needs 70 (each phone an event stream and
// a request), twice that while they reload the page at once (a stream not
// yet closed beside the new one), with room to spare; and one hostile
// address, holding its 150 idle, leaves 850 to the class (fault W1). The
// connections are not what bounds such a class: its device ids and
// streams per address are.
var DefaultLimits = Limits{
	Body:        512,
	AnswerBurst: 10, AnswerRate: 2,
	JoinBurst: 8, JoinRate: 1.0 / 30, DevicesPerAddress: 8,
	MissBurst: 10, MissRate: 1.0 / 6,
	Streams: 500, StreamsPerAddress: 24, StreamsPerDevice: 3,
	Conns: 1000, ConnsPerAddress: 150,
	Keepalive: 20 * time.Second,
}

// The HTTP server's own timeouts: a phone that sends its request slowly
// or keeps an idle connection is dropped.
const (
	headerTimeout = 5 * time.Second
	bodyTimeout   = 5 * time.Second
	writeTimeout  = 10 * time.Second
	idleTimeout   = 60 * time.Second
	headerBytes   = 8 << 10
)

// A Server serves a Room to the phones: the page, the question as it
// changes, and the answers. Nothing listens before Start or after Stop.
type Server struct {
	room   *Room
	limits Limits
	host   string // the address phones reach, as in the URLs
	http   *http.Server
	served chan struct{} // closed when Serve has returned
	stop   chan struct{} // closed by Stop: the streams end

	answers, joins, misses *limiter

	mu        sync.Mutex
	streams   map[*stream]bool
	byAddress map[string]int // streams open, per address
	devices   map[string]int // device ids given, per address
	stopped   bool
	ended     bool // stopped by Stop, the teacher's, not Quit
}

// A stream is one phone's open event stream.
type stream struct {
	device, address string
	since           time.Time
	replaced        chan struct{} // closed when a newer stream of the device ends it
}

// Start serves room on host (an IP address of this computer) at the port
// the room last had, or any free one: nothing else listens. Limits bound
// the phones; the zero Limits are DefaultLimits.
func Start(room *Room, host string, limits Limits) (*Server, error) {
	if limits == (Limits{}) {
		limits = DefaultLimits
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsUnspecified() {
		return nil, fmt.Errorf("answers: %q is not one address of this computer", host)
	}
	ln, err := listen(host, room.Port())
	if err != nil {
		return nil, fmt.Errorf("answers: cannot listen on %s: %w", host, err)
	}
	room.served(true, ln.Addr().(*net.TCPAddr).Port)
	s := newServer(room, ln.Addr().String(), limits)
	s.http = &http.Server{
		Handler:           s.routes(),
		ReadHeaderTimeout: headerTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    headerBytes,
		ErrorLog:          quietLog,
	}
	go func() {
		defer close(s.served)
		s.http.Serve(limitListener(ln, limits.Conns, limits.ConnsPerAddress))
	}()
	return s, nil
}

// listen listens on host at port, or at any free port when port is 0 or
// taken.
func listen(host string, port int) (net.Listener, error) {
	if port != 0 {
		if ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port))); err == nil {
			return ln, nil
		}
	}
	return net.Listen("tcp", net.JoinHostPort(host, "0"))
}

// newServer returns the server of room at host, not yet serving.
func newServer(room *Room, host string, limits Limits) *Server {
	return &Server{
		room:      room,
		limits:    limits,
		host:      host,
		served:    make(chan struct{}),
		stop:      make(chan struct{}),
		answers:   newLimiter(limits.AnswerBurst, limits.AnswerRate, 10000),
		joins:     newLimiter(limits.JoinBurst, limits.JoinRate, 10000),
		misses:    newLimiter(limits.MissBurst, limits.MissRate, 10000),
		streams:   map[*stream]bool{},
		byAddress: map[string]int{},
		devices:   map[string]int{},
	}
}

// URL returns the room's full address, the one the QR code holds.
func (s *Server) URL() string { return "http://" + s.host + "/r/" + s.room.Token() + "/" }

// ShortURL returns the address a student can type: the host and the
// room's code, which leads to URL.
func (s *Server) ShortURL() string { return "http://" + s.host + "/" + s.room.Code() }

// Host returns the host and port the server listens on.
func (s *Server) Host() string { return s.host }

// Stop ends every stream, stops listening, waits for the requests under
// way (a second at most) and saves the room, as off. It may be called
// again.
func (s *Server) Stop() error {
	s.mu.Lock()
	s.ended = true // the phones are told: the teacher ended class answers
	s.mu.Unlock()
	s.signalStop()
	// A polling page between two polls (app.js waits 250 ms) would find
	// the server gone and say the connection is lost: it asks once more
	// within stopGrace and is told the teacher ended class answers.
	time.Sleep(stopGrace)
	s.shutdown()
	s.room.served(false, 0)
	return s.room.Flush()
}

// Quit is Stop as the app quits: the room stays on, so that the next start
// of the app may serve it again.
func (s *Server) Quit() error {
	s.shutdown()
	return s.room.Flush()
}

// endedByTeacher reports whether the server stops as the teacher ended
// class answers (Stop), not as the app quits.
func (s *Server) endedByTeacher() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ended
}

// stopGrace is how long the teacher's Stop keeps answering polls with
// "stopped" before it stops listening: longer than a polling page's pause
// between two polls.
const stopGrace = 600 * time.Millisecond

// signalStop tells every stream and held poll that the server stops.
func (s *Server) signalStop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.stopped {
		s.stopped = true
		close(s.stop)
	}
}

// stoppedWhy reports whether the server is stopping, and why, as a poll
// is told: "stopped" (the teacher's Stop) or "quit" (the app quits).
func (s *Server) stoppedWhy() (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.stopped {
		return "", false
	}
	if s.ended {
		return "stopped", true
	}
	return "quit", true
}

func (s *Server) shutdown() {
	s.signalStop()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := s.http.Shutdown(ctx); err != nil {
		s.http.Close()
	}
	<-s.served
}

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.serveEntry)
	mux.HandleFunc("GET /{code}", s.serveCode)
	mux.HandleFunc("GET /favicon.ico", http.NotFound) // browsers ask; no miss
	mux.HandleFunc("GET /style.css", serveFile("style.css", "text/css; charset=utf-8"))
	room := func(h http.HandlerFunc) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if !s.rightToken(r.PathValue("token")) {
				s.miss(w, r)
				return
			}
			h(w, r)
		}
	}
	mux.HandleFunc("GET /r/{token}/{$}", room(s.servePage))
	mux.HandleFunc("GET /r/{token}/app.js", room(serveFile("app.js", "text/javascript; charset=utf-8")))
	mux.HandleFunc("POST /r/{token}/join", room(s.serveJoin))
	mux.HandleFunc("GET /r/{token}/state", room(s.serveState))
	mux.HandleFunc("GET /r/{token}/events", room(s.serveEvents))
	mux.HandleFunc("POST /r/{token}/answer", room(s.serveAnswer))
	mux.HandleFunc("/", s.miss)
	return secure(mux)
}

// secure adds the headers every response carries: nothing is cached,
// framed or sniffed, the token goes to no other site, and the page loads
// only its own script and style.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Cache-Control", "no-store")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; "+
			"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
		h.ServeHTTP(w, r)
	})
}

func (s *Server) rightToken(token string) bool {
	return subtle.ConstantTimeCompare([]byte(token), []byte(s.room.Token())) == 1
}

// address is the phone's IP address, as the connection says: headers
// that claim another are not read.
func address(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// miss answers a request for something that is not there (a wrong code
// or token, an unknown path) and counts it against the phone's address:
// too many, and guessing gets only "too many".
func (s *Server) miss(w http.ResponseWriter, r *http.Request) {
	if !s.misses.allow(address(r), time.Now()) {
		s.serveEntryPage(w, r, http.StatusTooManyRequests, "toomany")
		return
	}
	s.serveEntryPage(w, r, http.StatusNotFound, "wrongroom")
}

func tooMany(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "10")
	writeJSON(w, http.StatusTooManyRequests, errorBody{"busy"})
}

// serveEntry is the page at the bare address, where a student types the
// room's code; a code in the query (the page's form) leads to the room.
func (s *Server) serveEntry(w http.ResponseWriter, r *http.Request) {
	if code := r.URL.Query().Get("code"); code != "" {
		s.goToRoom(w, r, code)
		return
	}
	s.serveEntryPage(w, r, http.StatusOK, "")
}

// serveCode leads /CODE to the room, for a student who typed the short
// address.
func (s *Server) serveCode(w http.ResponseWriter, r *http.Request) {
	s.goToRoom(w, r, r.PathValue("code"))
}

func (s *Server) goToRoom(w http.ResponseWriter, r *http.Request, code string) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if s.misses.spent(address(r), time.Now()) {
		s.serveEntryPage(w, r, http.StatusTooManyRequests, "toomany")
		return
	}
	if subtle.ConstantTimeCompare([]byte(code), []byte(s.room.Code())) != 1 {
		s.miss(w, r)
		return
	}
	to := "/r/" + s.room.Token() + "/"
	if l := r.URL.Query().Get("lang"); l != "" {
		to += "?lang=" + matchLanguage(l, "")
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// errorBody is the body of a refusal: {"error": WHY}.
type errorBody struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// readJSON reads a small JSON body into v: a body over the limit, of
// another type or not JSON is refused, and the phone told why.
func (s *Server) readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if mt := r.Header.Get("Content-Type"); !strings.HasPrefix(mt, "application/json") {
		writeJSON(w, http.StatusUnsupportedMediaType, errorBody{"json"})
		return false
	}
	http.NewResponseController(w).SetReadDeadline(time.Now().Add(bodyTimeout))
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, s.limits.Body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeJSON(w, http.StatusRequestEntityTooLarge, errorBody{"size"})
		} else {
			writeJSON(w, http.StatusBadRequest, errorBody{"json"})
		}
		return false
	}
	if dec.More() {
		writeJSON(w, http.StatusBadRequest, errorBody{"json"})
		return false
	}
	return true
}

// serveJoin issues a device id: POST join → {"device": ID}.
func (s *Server) serveJoin(w http.ResponseWriter, r *http.Request) {
	if !s.joins.allow(address(r), time.Now()) || !s.join(address(r)) {
		tooMany(w)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Device string `json:"device"`
	}{s.room.newDevice()})
}

// join counts a device id given to addr, or refuses it when addr has as
// many as it may.
func (s *Server) join(addr string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.devices[addr] >= s.limits.DevicesPerAddress || len(s.devices) >= maxAddresses {
		return false
	}
	s.devices[addr]++
	return true
}

// maxAddresses is how many addresses the server keeps count of.
const maxAddresses = 10000

// device returns the request's device id if the room issued it; else it
// refuses the request as a miss.
func (s *Server) device(w http.ResponseWriter, r *http.Request, id string) bool {
	if s.room.issued(id) {
		return true
	}
	if !s.misses.allow(address(r), time.Now()) {
		tooMany(w)
		return false
	}
	writeJSON(w, http.StatusForbidden, errorBody{"device"})
	return false
}

// serveState is the phone's view once: GET state?device=ID. With
// seen=KEY, the key of the view the phone shows (phoneState.key), as the
// page polls where there is no EventSource, the answer waits while the
// view is the same, up to pollHold: such a phone then nearly always has a
// request open, and is told, as a stream is, when the teacher ends class
// answers (503 {"error": "stopped"}), not left to find the connection
// lost.
func (s *Server) serveState(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("device")
	if !s.device(w, r, id) {
		return
	}
	if why, stopping := s.stoppedWhy(); stopping {
		writeJSON(w, http.StatusServiceUnavailable, errorBody{why})
		return
	}
	s.room.polledAt(id, time.Now())
	if seen := r.URL.Query().Get("seen"); seen != "" {
		hold := time.NewTimer(pollHold)
		defer hold.Stop()
		for waiting := true; waiting; {
			news := s.room.phoneChanged()
			if s.room.stateFor(id).key() != seen {
				break
			}
			select {
			case <-news:
			case <-hold.C:
				waiting = false
			case <-s.stop:
				why, _ := s.stoppedWhy() // "quit": the app quits, the phone finds it gone
				writeJSON(w, http.StatusServiceUnavailable, errorBody{why})
				return
			case <-r.Context().Done():
				return
			}
		}
		s.room.polledAt(id, time.Now())
	}
	writeJSON(w, http.StatusOK, s.room.stateFor(id))
}

// pollHold is how long at most a poll waits for a change (serveState):
// well within the page's 10 s timeout and PollWindow.
const pollHold = 4 * time.Second

// An answerBody is what a phone sends to answer.
type answerBody struct {
	Device   string `json:"device"`
	Question int    `json:"question"`
	Round    int    `json:"round"`
	Choice   Choice `json:"choice"`
}

// serveAnswer takes a phone's answer: POST answer with an answerBody.
func (s *Server) serveAnswer(w http.ResponseWriter, r *http.Request) {
	var a answerBody
	if !s.readJSON(w, r, &a) || !s.device(w, r, a.Device) {
		return
	}
	if !s.answers.allow(a.Device, time.Now()) {
		tooMany(w)
		return
	}
	switch err := s.room.answer(a.Device, a.Question, a.Round, a.Choice); err {
	case nil:
		writeJSON(w, http.StatusOK, struct {
			Answer Choice `json:"answer"`
		}{a.Choice})
	case errNotOpen:
		writeJSON(w, http.StatusConflict, errorBody{"closed"})
	case errNotChoice:
		writeJSON(w, http.StatusUnprocessableEntity, errorBody{"choice"})
	default:
		writeJSON(w, http.StatusForbidden, errorBody{"device"})
	}
}

// serveEvents streams the phone's view: an event "state" now and at every
// change of the question, a comment every Keepalive, an event "replaced"
// before the server ends the stream for a newer one of the same device,
// and an event "stopped" before it stops as the teacher ended class
// answers.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("device")
	if !s.device(w, r, id) {
		return
	}
	st, ok := s.open(id, address(r))
	if !ok {
		writeJSON(w, http.StatusServiceUnavailable, errorBody{"full"})
		return
	}
	defer s.close(st)
	defer s.room.connect(id)()

	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	send := func(format string, args ...any) bool {
		rc.SetWriteDeadline(time.Now().Add(writeTimeout))
		if _, err := fmt.Fprintf(w, format, args...); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send("retry: 3000\n\n") {
		return
	}
	keepalive := time.NewTicker(s.limits.Keepalive)
	defer keepalive.Stop()
	for {
		news := s.room.phoneChanged()
		data, _ := json.Marshal(s.room.stateFor(id))
		if !send("event: state\ndata: %s\n\n", data) {
			return
		}
		for quiet := true; quiet; {
			select {
			case <-news:
				quiet = false
			case <-keepalive.C:
				if !send(": keepalive\n\n") {
					return
				}
			case <-st.replaced:
				send("event: replaced\ndata: {}\n\n")
				return
			case <-s.stop:
				if s.endedByTeacher() {
					send("event: stopped\ndata: {}\n\n")
				}
				return
			case <-r.Context().Done():
				return
			}
		}
	}
}

// open counts a new stream, or refuses it when the server or the address
// has as many as it may; beyond StreamsPerDevice, the device's oldest
// stream is told to end. When the server has all it may, the address with
// the most streams, if it has more than addr would with this one, gives
// up its oldest: a few addresses cannot keep the others out.
func (s *Server) open(device, addr string) (*stream, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped || s.byAddress[addr] >= s.limits.StreamsPerAddress {
		return nil, false
	}
	if len(s.streams) >= s.limits.Streams {
		victim := s.oldestOfTheMost()
		if victim == nil || s.byAddress[victim.address] <= s.byAddress[addr]+1 {
			return nil, false
		}
		close(victim.replaced)
		s.forget(victim)
	}
	var oldest *stream
	same := 0
	for st := range s.streams {
		if st.device == device {
			if same++; oldest == nil || st.since.Before(oldest.since) {
				oldest = st
			}
		}
	}
	if same >= s.limits.StreamsPerDevice {
		close(oldest.replaced)
		s.forget(oldest)
	}
	st := &stream{device: device, address: addr, since: time.Now(), replaced: make(chan struct{})}
	s.streams[st] = true
	s.byAddress[addr]++
	return st, true
}

// oldestOfTheMost returns the oldest stream of the address with the most
// streams; s.mu is held.
func (s *Server) oldestOfTheMost() *stream {
	most := ""
	for a, n := range s.byAddress {
		if n > s.byAddress[most] {
			most = a
		}
	}
	var oldest *stream
	for st := range s.streams {
		if st.address == most && (oldest == nil || st.since.Before(oldest.since)) {
			oldest = st
		}
	}
	return oldest
}

func (s *Server) close(st *stream) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.forget(st)
}

// forget stops counting st; s.mu is held.
func (s *Server) forget(st *stream) {
	if !s.streams[st] {
		return
	}
	delete(s.streams, st)
	if s.byAddress[st.address]--; s.byAddress[st.address] == 0 {
		delete(s.byAddress, st.address)
	}
}
