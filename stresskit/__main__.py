"""`python -m stresskit`: the command line."""

from stresskit.cli.app import main

main()
