"""The manifests of this repository's packages as `swift package dump-package` reads them, for
the scripts that write from them (module-graph, generate-project-yml): each package read once
in a run, and a list of them read side by side, one `swift` process a core. Each read compiles
the manifest in a scratch directory of its own, so nothing cached from another state of the
repository is read back (the root's manifest lists what it finds on disk)."""
import functools
import json
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor


@functools.lru_cache(maxsize=None)
def _dump(path):
    with tempfile.TemporaryDirectory() as scratch:
        output = subprocess.run(
            ["swift", "package", "--package-path", path, "--scratch-path", scratch, "dump-package"],
            check=True, capture_output=True, text=True,
        ).stdout
    return json.loads(output)


def dump_package(path):
    """The manifest of the package at `path`, as JSON; read once a run."""
    return _dump(os.path.realpath(path))


def dump_packages(paths):
    """The manifests of the packages at `paths`, read side by side, by path."""
    paths = list(paths)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(zip(paths, pool.map(dump_package, paths)))
