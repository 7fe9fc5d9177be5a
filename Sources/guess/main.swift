// `guess`: a terminal party game after 你话我猜. The commands live in the GuessCommands library, where tests
// run them in-process; this executable only runs them on the process's command line and exits with their status.
import GuessCommands

Guess.main()
