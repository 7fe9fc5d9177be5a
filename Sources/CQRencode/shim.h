// libqrencode for Swift (Debian's libqrencode-dev): the QR code of the phones' address.
#include <qrencode.h>
