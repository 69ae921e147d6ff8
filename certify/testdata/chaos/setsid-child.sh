# The engine detaches a sleeper into a session of its own (setsid: it
# leaves the engine's process group) that keeps stdout and stderr open,
# writes its pid to $PIDFILE, then serves correctly: the run passes, and
# the sleeper does not outlive the kit although it left the group.
setsid sleep 61 &
echo "$!" > "$PIDFILE"
exec "$ENGINE"
