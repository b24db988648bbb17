"""What the benchmark scripts share: installing the tools they time against, the build lock,
the release build of `watchlist`, and timing commands in rounds.

Every command of a round runs once, in a rotating order, so a busy moment on the machine slows
all of them alike; medians and ratios of medians are what the scripts report.
"""
import contextlib
import fcntl
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from typing import NamedTuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE = ["swift", "build", "-c", "release", "--static-swift-stdlib"]
# Where scripts/release writes the shipped executables.
DIST = os.path.join(ROOT, ".build", "dist")


def fail(message):
    """Stops the script with `message`, named after the script."""
    sys.exit(f"{os.path.basename(sys.argv[0])}: {message}")


def step(message):
    print(f"==> {message}", file=sys.stderr, flush=True)


def install_missing(tools, modules=None):
    """apt-get installs the Debian package of each tool (path or name on PATH) that is missing,
    and of each Python module (`modules`, name to package) that Debian's python3 lacks."""
    missing = [package for tool, package in tools.items() if shutil.which(tool) is None]
    missing += [package for module, package in (modules or {}).items()
                if subprocess.run(["/usr/bin/python3", "-c", f"import {module}"], capture_output=True).returncode != 0]
    if missing:
        step(f"installing {' '.join(missing)}")
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


@contextlib.contextmanager
def build_lock():
    """Holds WATCHLIST_BUILD_LOCK's lock, if set, for the whole run."""
    path = os.environ.get("WATCHLIST_BUILD_LOCK")
    if not path:
        yield
        return
    with open(path, "a") as lock:
        step(f"waiting for the build lock {path}")
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def build_release(product, package_path=ROOT):
    """Builds `product` of the package at `package_path` as a release is built; returns the binary's
    path: for this repository's executables, the file shipped (see `ship`)."""
    step(f"{' '.join(RELEASE)} --product {product}" + ("" if package_path == ROOT else f" --package-path {os.path.relpath(package_path, ROOT)}"))
    subprocess.run([*RELEASE, "--package-path", package_path, "--product", product], cwd=ROOT, check=True, stdout=sys.stderr)
    bin_path = subprocess.run([*RELEASE, "--package-path", package_path, "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_path, product)
    return ship(binary, DIST) if package_path == ROOT else binary


def ship(binary, directory):
    """Writes `binary` into `directory` as it is shipped: its debug information and symbol
    tables moved to `NAME.debug` beside it, which the shipped file names in `.gnu_debuglink`
    (with its CRC), so gdb, lldb and Swift's backtraces find them. Returns the shipped path."""
    os.makedirs(directory, exist_ok=True)
    shipped = os.path.join(directory, os.path.basename(binary))
    debug = shipped + ".debug"
    subprocess.run(["objcopy", "--only-keep-debug", "--compress-debug-sections=zlib", binary, debug], check=True)
    # objcopy names the debug file by its base name, and the file must be found beside the binary.
    subprocess.run(["objcopy", "--strip-all", f"--add-gnu-debuglink={os.path.basename(debug)}", binary, shipped], check=True, cwd=directory)
    return shipped


def write_file(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


class Command(NamedTuple):
    """A command line to time, what it reads on standard input and the exit status it must end with."""
    name: str
    argv: list
    stdin: str = "/dev/null"
    status: int = 0


def time_in_rounds(commands, environment, warmup, runs):
    """Runs every command once a round, in a rotating order; returns each one's wall times in ms."""
    times = {command.name: [] for command in commands}
    for round_index in range(warmup + runs):
        offset = round_index % len(commands)
        for command in commands[offset:] + commands[:offset]:
            elapsed = run_timed(command, environment)
            if round_index >= warmup:
                times[command.name].append(elapsed)
    return times


def run_timed(command, environment):
    """One run's wall time in ms, from spawning to reaping; standard output and error to /dev/null."""
    executable = shutil.which(command.argv[0]) or command.argv[0]
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, command.stdin, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0),
    ]
    start = time.perf_counter_ns()
    pid = os.posix_spawn(executable, command.argv, environment, file_actions=actions)
    _, status, _ = os.wait4(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    if os.waitstatus_to_exitcode(status) != command.status:
        fail(f"`{' '.join(command.argv)}` ended with {os.waitstatus_to_exitcode(status)}, expected {command.status}")
    return elapsed


def max_rss(argv, environment):
    """The peak resident memory of one run, in KiB, as GNU time reports it."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], env=environment, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1])


GENERATOR = os.path.join(ROOT, "scripts", "generate-imdb-dataset")


def generated_dataset(titles, mix="default", only=None):
    """The dataset's directory under .build/catalog-benchmark/, generated when missing; its name
    holds the generator's hash, so a changed generator makes a new one. `mix` is the
    generator's: `default`, or `imdb` for IMDb's own shares (three quarters episodes); `only`
    names the datasets to write when not all six are needed (a list of `title.basics`...)."""
    with open(GENERATOR, "rb") as file:
        version = hashlib.sha256(file.read()).hexdigest()[:12]
    name = f"imdb-{titles}-{version}" if mix == "default" else f"imdb-{titles}-{mix}-{version}"
    if only:
        name += "-" + "-".join(sorted(dataset.replace(".", "") for dataset in only))
    directory = os.path.join(ROOT, ".build", "catalog-benchmark", name)
    complete = os.path.join(directory, "complete")
    if not os.path.exists(complete):
        step(f"generating a {titles:,}-title dataset ({mix} mix) into {os.path.relpath(directory, ROOT)} (once)")
        subprocess.run([GENERATOR, "--titles", str(titles), "--mix", mix, "--out", directory, *(["--only", ",".join(only)] if only else [])], check=True)
        write_file(directory, "complete", "")
    return directory


def imported_catalog(watchlist, titles, files, types, mix="default", only=None):
    """The catalog of the generated `titles`-title dataset (of `mix`, with the datasets `only`
    names, as generated_dataset takes them), imported by `watchlist catalog build` of `files`
    with `--types types` once and kept under .build/imported-catalogs/; its name holds the
    dataset's version, the types' and the catalog schema's version, so a change makes a new one."""
    dataset = generated_dataset(titles, mix=mix, only=only)
    directory = os.path.join(ROOT, ".build", "imported-catalogs")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(ROOT, "Packages", "Adapters", "MoviesAdapters", "Sources", "MoviesSQLite", "Catalog", "CatalogSchema.swift"), encoding="utf-8") as file:
        schema = re.search(r'static let version = "(\w+)"', file.read()).group(1)
    kinds = hashlib.sha256(types.encode()).hexdigest()[:8]
    catalog = os.path.join(directory, f"catalog-{os.path.basename(dataset)}-types{kinds}-schema{schema}.sqlite")
    if not os.path.exists(catalog):
        step(f"importing the {titles:,}-title dataset into {os.path.relpath(catalog, ROOT)} (once)")
        partial = catalog + ".partial"
        environment = dict(os.environ, WATCHLIST_CATALOG=partial, WATCHLIST_DB=os.path.join(directory, "scratch.sqlite"))
        started = time.perf_counter()
        subprocess.run([watchlist, "catalog", "build", *[os.path.join(dataset, name) for name in files], "--types", types, "--quiet"],
                       env=environment, check=True, stdout=sys.stderr)
        step(f"catalog imported in {time.perf_counter() - started:.1f} s")
        os.rename(partial, catalog)
    return catalog


def wrk_summary(output, target):
    """wrk's output as requests per second and the p50 and p99 latencies in milliseconds; the
    run fails on any answer that is not 2xx or 3xx, naming `target`."""
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    if errors:
        fail(f"wrk got {errors.group(1)} error answers from {target}:\n{output}")

    def percentile(label):
        value, unit = re.search(rf"\s{label}%\s+([\d.]+)(us|ms|s)\b", output).groups()
        return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]

    return {"rate": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)), "p50": percentile(50), "p99": percentile(99)}
