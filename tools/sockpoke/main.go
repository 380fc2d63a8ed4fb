// Command sockpoke talks to a running app's handover socket as .ci/fault-test
// needs: as a later start would, or as a hostile or broken client.
//
//	sockpoke SOCKET open PATH     send a request to open PATH; print the answer
//	sockpoke SOCKET huge MIB      send a request MIB MiB long; print the answer
//	sockpoke SOCKET hold SECONDS  connect and send nothing for SECONDS
//	sockpoke SOCKET drip SECONDS  send a request one byte a second for SECONDS
//
// It prints "answer: TEXT", or "error: WHAT", and exits 0 only on "ok".
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: sockpoke SOCKET open PATH | huge MIB | hold SECONDS | drip SECONDS")
		os.Exit(2)
	}
	sock, what, arg := os.Args[1], os.Args[2], os.Args[3]
	conn, err := net.Dial("unix", sock)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	defer conn.Close()
	n, _ := strconv.Atoi(arg)
	sent := time.Now().UnixMilli()
	switch what {
	case "open":
		fmt.Fprintf(conn, `{"sent":%d,"open":%q}`+"\n", sent, arg)
	case "huge":
		go func() {
			fmt.Fprintf(conn, `{"sent":%d,"open":"/`, sent)
			chunk := bytes.Repeat([]byte("a"), 1<<20)
			for range n {
				if _, err := conn.Write(chunk); err != nil {
					return
				}
			}
			conn.Write([]byte("\"}\n"))
		}()
	case "hold":
		time.Sleep(time.Duration(n) * time.Second)
		return
	case "drip":
		line := fmt.Sprintf(`{"sent":%d,"open":"/drip.qttt"}`+"\n", sent)
		for i := 0; i < n && i < len(line); i++ {
			if _, err := conn.Write([]byte{line[i]}); err != nil {
				break
			}
			time.Sleep(time.Second)
		}
	}
	conn.SetReadDeadline(time.Now().Add(15 * time.Second))
	answer, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Printf("answer: %s\n", strings.TrimSpace(answer))
	if answer != "ok\n" {
		os.Exit(1)
	}
}
