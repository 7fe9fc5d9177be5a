"""A small WebSocket client over a plain socket (RFC 6455), for the phones' tests and benchmark: enough to
join a room, send actions and read the states, with no package beyond Python's standard library."""
import base64
import os
import socket
import struct


class WebSocket:
    def __init__(self, host, port, path, origin=True, timeout=5.0, source=None, host_header=None, tls=None):
        """`origin`: True sends the Origin a page of the server itself sends (`http://HOST:PORT`), a text
        sends that, None sends none. `source`: the local address to connect from. `host_header`: the Host
        header (default `HOST:PORT`). `tls`: an `ssl.SSLContext` to speak wss through (the Origin is then
        `https://HOST:PORT`)."""
        self.sock = socket.create_connection((host, port), timeout=timeout,
                                             source_address=(source, 0) if source else None)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if tls is not None:
            self.sock = tls.wrap_socket(self.sock, server_hostname=host)
        key = base64.b64encode(os.urandom(16)).decode()
        if origin is True:
            origin = f"{'https' if tls is not None else 'http'}://{host}:{port}"
        lines = [f"GET {path} HTTP/1.1", f"Host: {host_header or f'{host}:{port}'}", "Upgrade: websocket",
                 "Connection: Upgrade",
                 f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        if origin:
            lines.append(f"Origin: {origin}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            data += chunk
            if len(data) > 65536:
                break
        head, _, self.buffer = data.partition(b"\r\n\r\n")
        parts = head.split(b" ", 2)
        self.status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0
        self.closed = self.status != 101

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send(self, text):
        self._frame(1, text.encode() if isinstance(text, str) else text)

    def send_binary(self, data):
        self._frame(2, data)

    def recv(self):
        """The next text message, or None once the server closed the connection."""
        while True:
            try:
                first, second = self._read(2)
            except (ConnectionError, OSError):
                self.closed = True
                return None
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 8:
                self.closed = True
                return None
            if opcode == 9:
                self._frame(10, payload)
                continue
            if opcode in (1, 0):
                return payload.decode()

    def close(self):
        try:
            self._frame(8, b"\x03\xe8")
        except OSError:
            pass
        self.sock.close()
