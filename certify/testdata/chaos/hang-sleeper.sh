# Answers hello, forks a sleeper that holds the pipes, ignores SIGTERM and
# never answers again. Writes its pid (the process group) to $PIDFILE once
# it has answered hello.
read -r line
id=$(printf '%s' "$line" | sed 's/.*"id": *\([0-9]*\).*/\1/')
printf '{"id":%s,"result":{"name":"hang","version":"1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"]}}\n' "$id"
[ -n "$PIDFILE" ] && echo $$ > "$PIDFILE"
sleep 60 &
trap '' TERM
while :; do sleep 1; done
