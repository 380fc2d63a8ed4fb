package lifecycle

import (
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// QuitGrace is how long the app may take to shut down once quitting has
// begun, before the process is ended regardless: Fyne 2.8.1 can deadlock
// on its way out (its lifecycle queue hands the stop hook to the main
// loop while the loop, shutting down, drains its queue first). The game
// is autosaved after every action, so nothing is lost.
const QuitGrace = 3 * time.Second

// exit is the process's end within QuitGrace: one per process, armed by
// the app's start (ArmExit), never by the tests, which build windows
// without it, quit their app and go on.
var exit struct {
	armed atomic.Bool
	once  func()
}

func init() {
	exit.once = sync.OnceFunc(func() {
		time.AfterFunc(QuitGrace, func() { os.Exit(0) })
	})
}

// ExitAfterGrace ends the process QuitGrace from now, once ArmExit armed
// it.
func ExitAfterGrace() {
	if exit.armed.Load() {
		exit.once()
	}
}

// ArmExit has quitting end the process within QuitGrace, and a SIGTERM
// or an interrupt too, which Fyne answers by quitting, should Fyne hang on
// the way.
func ArmExit() {
	exit.armed.Store(true)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		<-sig
		exit.once()
	}()
}
