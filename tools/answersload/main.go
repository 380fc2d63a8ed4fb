// Command answersload measures class answers with 60 phones on this
// computer's loopback address, against a bare Go server of the same
// protocol run alongside (no room, no limits, no checks):
//
//	go run ./tools/answersload            # PHONES=60 QUESTIONS=20 IDLE=25s
//
// Each server runs in a child process of its own. 60 simulated phones
// join it and keep its event stream open; then it measures
//
//	idle   the waiting server's CPU (Linux: /proc) over IDLE, as a share of one
//	       core; IDLE spans a keepalive on every stream (each 20 s)
//	fanout from the teacher's question to each phone's receiving it
//	answer an answer's round trip: POST to response, with all 60 connected
//
// and prints the 50th and 95th percentiles and the ratios to the bare
// server's. With -app, it measures the app itself instead (see measureApp:
// tools/answers/app-load.sh runs it). It prints, never judges: times on a shared machine vary. Every
// request goes to 127.0.0.1; every loop is bounded and the run ends by
// itself (in about a minute). Questions come half a second apart, within
// the rate a phone may answer at.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/qttt-edu/qttt/ui/answers"
)

func main() {
	serve := flag.String("serve", "", "run as the server: answers or bare (the child)")
	app := flag.String("app", "", "measure the app's room at this address (http://127.0.0.1:PORT/r/TOKEN/), a question open")
	pid := flag.Int("pid", 0, "with -app: the app's process id, whose CPU time is measured")
	flag.Parse()
	switch {
	case *app != "":
		measureApp(*app, *pid)
	case *serve == "answers":
		serveAnswers()
	case *serve == "bare":
		serveBare()
	default:
		measureBoth()
	}
}

// ---------------------------------------------------------------- child

// serveAnswers serves a room on 127.0.0.1 and takes the teacher's steps
// from its standard input, a line each: ask, close, quit. It answers each
// with "ok".
func serveAnswers() {
	room := answers.NewRoom(nil)
	limits := answers.DefaultLimits
	limits.JoinBurst, limits.DevicesPerAddress, limits.StreamsPerAddress = 1000, 1000, 1000 // every phone comes from 127.0.0.1
	s, err := answers.Start(room, "127.0.0.1", limits)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("url", s.URL())
	in := bufio.NewScanner(os.Stdin)
	n := 0
	for in.Scan() {
		switch in.Text() {
		case "ask":
			n++
			err = room.Ask(answers.Question{Text: "Question " + strconv.Itoa(n),
				Choices: []answers.Choice{answers.Square(1), answers.Square(5), answers.Square(9)}, Right: answers.Square(5)})
		case "close":
			err = room.Close()
		case "quit":
			s.Stop()
			return
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println("ok")
	}
	s.Stop()
}

// serveBare serves the same protocol with nothing behind it: every join
// gets one id, every answer is taken, every "ask" is sent to every stream.
func serveBare() {
	var mu sync.Mutex
	news := make(chan struct{})
	n := 0
	mux := http.NewServeMux()
	mux.HandleFunc("POST /r/t/join", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"device":"d"}`)
	})
	mux.HandleFunc("POST /r/t/answer", func(w http.ResponseWriter, r *http.Request) {
		var a struct{ Choice string }
		json.NewDecoder(r.Body).Decode(&a)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{"answer": a.Choice})
	})
	mux.HandleFunc("GET /r/t/events", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for {
			mu.Lock()
			ch, id := news, n
			mu.Unlock()
			fmt.Fprintf(w, "event: state\ndata: {\"phase\":\"open\",\"question\":{\"id\":%d,\"round\":1}}\n\n", id)
			w.(http.Flusher).Flush()
			select {
			case <-ch:
			case <-r.Context().Done():
				return
			}
		}
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	go http.Serve(ln, mux)
	fmt.Printf("url http://%s/r/t/\n", ln.Addr())
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch in.Text() {
		case "ask":
			mu.Lock()
			n++
			close(news)
			news = make(chan struct{})
			mu.Unlock()
		case "quit":
			return
		}
		fmt.Println("ok")
	}
}

// ---------------------------------------------------------------- parent

type result struct {
	idle           float64       // share of one core, -1 where it cannot be read
	cpu            time.Duration // the CPU time that share is of
	fanout, answer []time.Duration
}

func measureBoth() {
	phones := envInt("PHONES", 60)
	questions := envInt("QUESTIONS", 20)
	idle, err := time.ParseDuration(envString("IDLE", "25s"))
	if err != nil {
		fail(err)
	}
	fmt.Printf("answersload: %d phones, %d questions, idle %s; load average %s\n", phones, questions, idle, loadAverage())
	bare := measure("bare", phones, questions, idle)
	ans := measure("answers", phones, questions, idle)
	fmt.Printf("\n%-8s %18s %10s %10s %10s %10s\n", "server", "idle CPU", "answer p50", "answer p95", "fanout p50", "fanout p95")
	for _, r := range []struct {
		name string
		res  result
	}{{"bare", bare}, {"answers", ans}} {
		fmt.Printf("%-8s %18s %10s %10s %10s %10s\n", r.name, percent(r.res.idle, r.res.cpu),
			ms(pct(r.res.answer, 50)), ms(pct(r.res.answer, 95)), ms(pct(r.res.fanout, 50)), ms(pct(r.res.fanout, 95)))
	}
	fmt.Printf("%-8s %18s %10s %10s %10s %10s\n", "ratio", ratio(ans.idle, bare.idle),
		ratioD(pct(ans.answer, 50), pct(bare.answer, 50)), ratioD(pct(ans.answer, 95), pct(bare.answer, 95)),
		ratioD(pct(ans.fanout, 50), pct(bare.fanout, 50)), ratioD(pct(ans.fanout, 95), pct(bare.fanout, 95)))
	fmt.Printf("load average after: %s\n", loadAverage())
}

// measure runs one server kind in a child process and measures it.
func measure(kind string, phones, questions int, idle time.Duration) result {
	self, err := os.Executable()
	if err != nil {
		fail(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, "-serve", kind)
	cmd.Stderr = os.Stderr
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		fail(err)
	}
	defer func() {
		fmt.Fprintln(stdin, "quit")
		cmd.Wait()
	}()
	out := bufio.NewScanner(stdout)
	line := func() string {
		if !out.Scan() {
			fail(fmt.Errorf("%s server ended", kind))
		}
		return out.Text()
	}
	url := strings.TrimPrefix(line(), "url ")
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		fail(fmt.Errorf("%s server at %q, not on 127.0.0.1", kind, url))
	}
	step := func(s string) time.Time {
		at := time.Now()
		fmt.Fprintln(stdin, s)
		if got := line(); got != "ok" {
			fail(fmt.Errorf("%s: %q", s, got))
		}
		return at
	}

	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: phones + 10}}
	type phone struct {
		device string
		states chan int // question ids, as they arrive
	}
	all := make([]*phone, phones)
	for i := range all {
		var joined struct{ Device string }
		if err := postJSON(client, url+"join", nil, &joined); err != nil {
			fail(err)
		}
		p := &phone{device: joined.Device, states: make(chan int, 64)}
		all[i] = p
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url+"events?device="+p.device, nil)
		resp, err := (&http.Client{Transport: client.Transport}).Do(req)
		if err != nil || resp.StatusCode != http.StatusOK {
			fail(fmt.Errorf("events: %v %v", err, resp))
		}
		go readStates(resp.Body, p.states)
		<-p.states // connected
	}

	res := result{idle: -1}
	time.Sleep(time.Second) // let the connecting settle
	if before, ok := cpuTime(cmd.Process.Pid); ok {
		start := time.Now()
		time.Sleep(idle)
		after, _ := cpuTime(cmd.Process.Pid)
		res.cpu = after - before
		res.idle = res.cpu.Seconds() / time.Since(start).Seconds()
	} else {
		time.Sleep(idle)
	}

	const gap = 500 * time.Millisecond
	var mu sync.Mutex
	for q := 1; q <= questions; q++ {
		asked := step("ask")
		var wg sync.WaitGroup
		for i, p := range all {
			wg.Add(1)
			go func() {
				defer wg.Done()
				timeout := time.After(10 * time.Second)
				for {
					select {
					case id := <-p.states:
						if id != q {
							continue
						}
					case <-timeout:
						fail(fmt.Errorf("%s: phone %d saw no question %d in 10 s", kind, i, q))
					}
					break
				}
				seen := time.Since(asked)
				body := map[string]any{"device": p.device, "question": q, "round": 1, "choice": "square:5"}
				start := time.Now()
				var got struct{ Answer string }
				if err := postJSON(client, url+"answer", body, &got); err != nil || got.Answer != "square:5" {
					fail(fmt.Errorf("%s: answer: %v %+v", kind, err, got))
				}
				rt := time.Since(start)
				mu.Lock()
				res.fanout = append(res.fanout, seen)
				res.answer = append(res.answer, rt)
				mu.Unlock()
			}()
		}
		wg.Wait()
		if kind == "answers" {
			step("close")
		}
		time.Sleep(gap) // a class takes longer; the phones' rate limit would refuse less
	}
	return res
}

// readStates sends the question id of each "state" event on r to ids.
func readStates(r io.ReadCloser, ids chan<- int) {
	defer r.Close()
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		data, ok := bytes.CutPrefix(sc.Bytes(), []byte("data: "))
		if !ok {
			continue
		}
		var s struct{ Question *struct{ ID int } }
		json.Unmarshal(data, &s)
		id := 0
		if s.Question != nil {
			id = s.Question.ID
		}
		select {
		case ids <- id:
		default: // a phone that is not reading
		}
	}
}

func postJSON(client *http.Client, url string, body, into any) error {
	var buf bytes.Buffer
	if body != nil {
		json.NewEncoder(&buf).Encode(body)
	}
	resp, err := client.Post(url, "application/json", &buf)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %s", url, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(into)
}

// cpuTime returns the CPU time the process pid has used, from Linux's
// /proc (user and system time in clock ticks of 1/100 s).
func cpuTime(pid int) (time.Duration, bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	s := string(data)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+2:]) // after the command's name
	if len(fields) < 13 {
		return 0, false
	}
	utime, _ := strconv.Atoi(fields[11])
	stime, _ := strconv.Atoi(fields[12])
	return time.Duration(utime+stime) * 10 * time.Millisecond, true
}

func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[(len(s)-1)*p/100]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", d.Seconds()*1000) }

// percent prints a share of a core and the CPU time it is of (which
// /proc counts in hundredths of a second).
func percent(f float64, cpu time.Duration) string {
	if f < 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f %% (%d ms)", f*100, cpu.Milliseconds())
}

func ratio(a, b float64) string {
	if a < 0 || b <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f×", a/b)
}

func ratioD(a, b time.Duration) string { return ratio(a.Seconds(), b.Seconds()) }

func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "n/a"
	}
	return strings.Join(strings.Fields(string(data))[:3], " ")
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

func envString(name, def string) string {
	if s := os.Getenv(name); s != "" {
		return s
	}
	return def
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "answersload:", err)
	os.Exit(1)
}

// ---------------------------------------------------------------- the app

// measureApp measures the app's own class answers at room, on
// 127.0.0.1, with a question open: PHONES phones, each from an address of
// its own on the loopback network (127.0.0.2, 127.0.0.3 …) as in a class,
// join and keep the event stream open; then the app's CPU (process pid)
// over IDLE while they wait, then ANSWERS rounds in which every phone
// answers at once (changing its answer, as a phone may), 600 ms apart:
// each answer's round trip.
func measureApp(room string, pid int) {
	if !strings.HasPrefix(room, "http://127.0.0.1:") {
		fail(fmt.Errorf("the app's room at %q, not on 127.0.0.1", room))
	}
	phones := envInt("PHONES", 60)
	rounds := envInt("ANSWERS", 10)
	idle, err := time.ParseDuration(envString("IDLE", "25s"))
	if err != nil {
		fail(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	type phone struct {
		client   *http.Client
		device   string
		question int
		choices  []string
	}
	all := make([]*phone, phones)
	for i := range all {
		local := &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(2+i%250))}
		client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
			DialContext: (&net.Dialer{LocalAddr: local, Timeout: 5 * time.Second}).DialContext}}
		var joined struct{ Device string }
		if err := postJSON(client, room+"join", nil, &joined); err != nil {
			fail(err)
		}
		p := &phone{client: client, device: joined.Device}
		all[i] = p
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, room+"events?device="+p.device, nil)
		resp, err := (&http.Client{Transport: client.Transport}).Do(req)
		if err != nil || resp.StatusCode != http.StatusOK {
			fail(fmt.Errorf("events: %v %v", err, resp))
		}
		states := make(chan int, 64)
		go readStates(resp.Body, states)
		<-states // connected
		var s struct {
			Phase    string
			Question struct {
				ID      int
				Choices []string
			}
		}
		if err := getJSON(client, room+"state?device="+p.device, &s); err != nil || s.Phase != "open" {
			fail(fmt.Errorf("phone %d: the room's question is not open (%q): ask one first: %v", i, s.Phase, err))
		}
		p.question, p.choices = s.Question.ID, s.Question.Choices
	}
	fmt.Printf("answersload -app: %d phones connected; load average %s\n", phones, loadAverage())

	time.Sleep(time.Second)
	if before, ok := cpuTime(pid); ok {
		start := time.Now()
		time.Sleep(idle)
		after, _ := cpuTime(pid)
		fmt.Printf("the app waiting, %d phones connected, over %s: %s of a core\n",
			phones, idle, percent((after-before).Seconds()/time.Since(start).Seconds(), after-before))
	} else {
		fmt.Printf("the app's CPU time cannot be read (pid %d)\n", pid)
	}

	var (
		mu    sync.Mutex
		times []time.Duration
	)
	for r := range rounds {
		var wg sync.WaitGroup
		for _, p := range all {
			wg.Add(1)
			go func() {
				defer wg.Done()
				choice := p.choices[r%len(p.choices)]
				body := map[string]any{"device": p.device, "question": p.question, "round": 1, "choice": choice}
				start := time.Now()
				var got struct{ Answer string }
				if err := postJSON(p.client, room+"answer", body, &got); err != nil || got.Answer != choice {
					fail(fmt.Errorf("answer: %v %+v", err, got))
				}
				mu.Lock()
				times = append(times, time.Since(start))
				mu.Unlock()
			}()
		}
		wg.Wait()
		time.Sleep(600 * time.Millisecond) // within a phone's rate
	}
	fmt.Printf("an answer's round trip, %d phones answering at once, %d answers: p50 %s, p95 %s\n",
		phones, len(times), ms(pct(times, 50)), ms(pct(times, 95)))
	fmt.Printf("load average after: %s\n", loadAverage())
}

func getJSON(client *http.Client, url string, into any) error {
	resp, err := client.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %s", url, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(into)
}
