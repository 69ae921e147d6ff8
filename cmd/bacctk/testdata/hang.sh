# A hanging engine for the signal tests (signals_test.go). It starts a
# sleeper in its process group and one that leaves the group (setsid) but
# keeps the engine's stdout, and ignores SIGTERM. With HANG=hello it never
# answers hello; otherwise it answers hello and nothing after. It writes
# the detached sleeper's pid to $PIDFILE.detached, then its own (its
# process group's) to $PIDFILE once it hangs.
sleep 60 &
setsid sleep 60 &
echo $! > "$PIDFILE.detached"
trap '' TERM
if [ "$HANG" != hello ]; then
	read -r line
	id=$(printf '%s' "$line" | sed 's/.*"id": *\([0-9]*\).*/\1/')
	printf '{"id":%s,"result":{"name":"hang","version":"1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"]}}\n' "$id"
	read -r line
fi
echo $$ > "$PIDFILE"
while :; do sleep 1; done
