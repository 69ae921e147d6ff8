# The engine ends its session with a non-zero exit status after bye.
"$ENGINE"
exit 3
