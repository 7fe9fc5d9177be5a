// GNU readline for Swift (Debian's libreadline-dev). readline.h needs stdio.h first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
