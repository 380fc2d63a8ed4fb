package instance

// Where returns the folder that holds the lock and the socket.
func (l *Lock) Where() string { return l.g.folder }
