"""A PostgreSQL of the benchmark's own: Debian's server programs, a cluster in a temporary
directory, 127.0.0.1 and a free port, a password, and PostgreSQL's default durability (fsync
on), so a crash test measures what a real deployment would keep."""
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile

from benchmark_support import fail, step

USER = "watchlist"
DATABASE = "watchlist"


def server_programs():
    """The bin directory of the newest PostgreSQL installed; apt-get installs it when missing."""
    def newest():
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda path: int(path.split("/")[4]))
        return os.path.dirname(found[-1]) if found else None

    if newest() is None:
        step("installing postgresql")
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "postgresql"], check=True, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    return newest() or fail("PostgreSQL's server programs are still missing after apt-get install postgresql")


class BenchmarkPostgres:
    """Started on creation; `url` is where the server under test connects; `stop()` removes it all."""

    def __init__(self):
        programs = server_programs()
        self.directory = tempfile.mkdtemp(prefix="server-benchmark-postgres-")
        # PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user.
        self.run_as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self.run_as:
            account = pwd.getpwnam("postgres")
            os.chown(self.directory, account.pw_uid, account.pw_gid)
        self.data = os.path.join(self.directory, "data")
        self.password = os.urandom(12).hex()
        password_file = os.path.join(self.directory, "password")
        with open(password_file, "w") as file:
            file.write(self.password)
        if self.run_as:
            os.chown(password_file, account.pw_uid, account.pw_gid)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.pg_ctl = os.path.join(programs, "pg_ctl")
        step(f"starting PostgreSQL ({os.path.basename(os.path.dirname(programs))}) on 127.0.0.1:{self.port}")
        self.run(os.path.join(programs, "initdb"), "-D", self.data, "-U", USER, "--auth=scram-sha-256", f"--pwfile={password_file}", "-E", "UTF8", "--no-instructions")
        options = f"-c listen_addresses=127.0.0.1 -p {self.port} -c unix_socket_directories='' -c max_connections=100"
        self.run(self.pg_ctl, "-D", self.data, "-l", os.path.join(self.directory, "log"), "-o", options, "-w", "start")
        self.run(os.path.join(programs, "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, DATABASE, environment={"PGPASSWORD": self.password})
        self.url = f"postgres://{USER}:{self.password}@127.0.0.1:{self.port}/{DATABASE}?sslmode=disable"

    def run(self, *command, environment=None):
        result = subprocess.run([*self.run_as, *command], capture_output=True, text=True, env=dict(os.environ, **(environment or {})))
        if result.returncode != 0:
            fail(f"`{' '.join(command)}` failed: {result.stdout}{result.stderr}")

    def stop(self):
        subprocess.run([*self.run_as, self.pg_ctl, "-D", self.data, "-m", "fast", "-w", "stop"], capture_output=True)
        shutil.rmtree(self.directory, ignore_errors=True)
