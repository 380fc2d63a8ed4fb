// Command serve serves a folder of static files on the loopback address,
// for a quick look at the browser build (make serve-web).
//
//	go run ./tools/serve -dir dist/web -addr 127.0.0.1:8080
package main

import (
	"flag"
	"log"
	"net"
	"net/http"
)

func main() {
	dir := flag.String("dir", "dist/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	host, _, err := net.SplitHostPort(*addr)
	if err != nil {
		log.Fatal(err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		log.Fatalf("serve: %s is not a loopback address: this server is for a quick look on this computer", host)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("serving %s on http://%s/", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, http.FileServer(http.Dir(*dir))))
}
