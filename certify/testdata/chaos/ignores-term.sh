# The engine's wrapper ignores SIGTERM and never exits after bye: the kit
# must SIGKILL the group after its grace period.
trap '' TERM
"$ENGINE"
while :; do sleep 1; done
