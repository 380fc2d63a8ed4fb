package answers

import (
	"net"
	"sort"
	"strings"
)

// LANAddresses returns the addresses of this computer that phones on its
// network may reach, best first: IPv4 addresses of interfaces that are
// up, not the loopback, not link-local (169.254.x.x, which a network
// without a router gives), those in the private ranges schools use
// (10.x, 172.16–31.x, 192.168.x) before others, and those of virtual
// machines, containers and VPNs last. Empty when the computer is on no
// network.
func LANAddresses() []string {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	type candidate struct {
		ip   string
		rank int // lower is better
	}
	var found []candidate
	for _, iface := range ifaces {
		if iface.Flags&net.FlagUp == 0 || iface.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := iface.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			ipnet, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip := ipnet.IP.To4()
			if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() || ip.IsMulticast() {
				continue
			}
			rank := 0
			if !ip.IsPrivate() {
				rank++
			}
			if virtual(iface.Name) {
				rank += 2
			}
			found = append(found, candidate{ip.String(), rank})
		}
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].rank < found[j].rank })
	out := make([]string, len(found))
	for i, c := range found {
		out[i] = c.ip
	}
	return out
}

// virtualNames start the names of interfaces that lead to virtual
// machines, containers or VPNs rather than to the classroom's network.
var virtualNames = []string{"docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "tun", "tap", "wg",
	"zt", "tailscale", "utun", "vethernet", "virtualbox", "vmware", "hyper-v", "lxc", "lxd", "podman", "cni"}

func virtual(name string) bool {
	name = strings.ToLower(name)
	for _, v := range virtualNames {
		if strings.HasPrefix(name, v) {
			return true
		}
	}
	return false
}
