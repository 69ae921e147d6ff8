# The engine forks a sleeper that keeps stdout and stderr open, then serves
# correctly: the run passes, and the sleeper does not outlive the kit.
sleep 60 &
echo "sleeper $!" >&2
exec "$ENGINE"
