# The engine answers bye and exits, but its wrapper goes on running: the
# kit must say the engine did not exit, fail the run, and kill the group.
"$ENGINE"
exec sleep 60
