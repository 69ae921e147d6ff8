# Answers hello, forks a sleeper that holds the pipes, ignores SIGTERM and
# never answers again. Writes its pid (the process group) to $PIDFILE once
# the kit has sent its first request after hello.
read -r line
id=$(printf '%s' "$line" | sed 's/.*"id": *\([0-9]*\).*/\1/')
printf '{"id":%s,"result":{"name":"hang","version":"1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"]}}\n' "$id"
sleep 60 &
trap '' TERM
read -r line
[ -n "$PIDFILE" ] && echo $$ > "$PIDFILE"
while :; do sleep 1; done
