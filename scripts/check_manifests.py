#!/usr/bin/env python3
"""Checks that every package manifest tells the truth about what its code needs.

Only one toolchain is installed on the machines that build this repository, so nothing can
build a package with an older Swift to find out. Instead this reads each package's Swift files
(outside comments and string literals) for language features newer than Swift 6.0, and reads
the manifests of its local dependencies (`.package(path:)`), whose tools versions and platform
minimums bind their users. A package fails when:

- its `swift-tools-version` is lower than what its code or a local dependency needs (an older
  toolchain would fail inside the code with a confusing error instead of up front), or higher
  (it would turn away toolchains that can build it);
- it imports `Synchronization` and leaves out the platform versions that module needs;
- it names a lower minimum than a local dependency for a platform that dependency names.

Packages that vend libraries are held to every Apple platform; tools, tests and fixtures only to
macOS (they run on a Mac or on Linux).

Usage: scripts/check_manifests.py [ROOT]   (ROOT defaults to the repository)
"""

import os
import re
import sys

BASELINE = (6, 0)

# Features of the compiler newer than the baseline, as patterns over code with its comments and
# string literals removed, and the first version that accepts them.
FEATURES = [
    ((6, 2), "SendableMetatype", r"\bSendableMetatype\b"),
    ((6, 2), "nonisolated(nonsending)", r"\bnonisolated\s*\(\s*nonsending\s*\)"),
    ((6, 2), "@concurrent", r"@concurrent\b"),
    ((6, 2), "InlineArray", r"\bInlineArray\b"),
    ((6, 2), "Span", r"\b(?:Mutable)?(?:Raw)?Span\b"),
    ((6, 2), "isolated deinit", r"\bisolated\s+deinit\b"),
    ((6, 2), "@abi", r"@abi\s*\("),
    ((6, 2), "weak let", r"\bweak\s+let\b"),
    ((6, 1), "a trailing comma in a parameter, argument or tuple list", r",\s*\)"),
    (
        (6, 1),
        "nonisolated on a type or extension",
        r"\bnonisolated\s+(?:(?:public|package|internal|fileprivate|private|final)\s+)*"
        r"(?:struct|class|enum|actor|extension|protocol)\b",
    ),
]
# Only manifests can use these.
MANIFEST_FEATURES = [((6, 1), "package traits", r"\btraits\s*:")]

# What `import Synchronization` needs on each Apple platform.
SYNCHRONIZATION_MINIMUMS = {
    "macOS": (15, 0),
    "iOS": (18, 0),
    "tvOS": (18, 0),
    "watchOS": (11, 0),
    "macCatalyst": (18, 0),
}
APPLE_PLATFORMS = list(SYNCHRONIZATION_MINIMUMS)


def version_text(version):
    return ".".join(str(part) for part in version)


def platform_version_case(version):
    """`.v15` for 15.0, `.v10_15` for 10.15: how PackageDescription spells a platform version."""
    major, minor = version
    return f".v{major}" if minor == 0 else f".v{major}_{minor}"


def code_only(source, keep_strings=False):
    """The source with comments removed, and the contents of string literals unless
    `keep_strings`; the line breaks of what is removed stay, so lines keep their numbers."""
    output = []
    scan_code(source, 0, output, keep_strings, inside_interpolation=False)
    return "".join(output)


def scan_code(source, index, output, keep_strings, inside_interpolation):
    """Copies code to `output` from `index`; inside an interpolation, stops after its `)`."""
    depth = 0
    length = len(source)
    while index < length:
        character = source[index]
        if source.startswith("//", index):
            end = source.find("\n", index)
            index = length if end < 0 else end
        elif source.startswith("/*", index):
            end = skip_block_comment(source, index)
            output.append("\n" * source.count("\n", index, end))
            index = end
        elif character == '"' or re.match(r'#+"', source[index : index + 8]):
            index = skip_string(source, index, output, keep_strings)
        else:
            if inside_interpolation:
                if character == "(":
                    depth += 1
                elif character == ")":
                    if depth == 0:
                        return index + 1
                    depth -= 1
            output.append(character)
            index += 1
    return index


def skip_block_comment(source, index):
    depth = 0
    while index < len(source):
        if source.startswith("/*", index):
            depth += 1
            index += 2
        elif source.startswith("*/", index):
            depth -= 1
            index += 2
            if depth == 0:
                return index
        else:
            index += 1
    return index


def skip_string(source, index, output, keep_strings):
    """Skips a string literal (plain, multi-line or raw), keeping the code of interpolations,
    its line breaks, and its text if `keep_strings`."""
    hashes = len(re.match(r"#*", source[index:]).group(0))
    index += hashes
    delimiter = '"""' if source.startswith('"""', index) else '"'
    index += len(delimiter)
    closing = delimiter + "#" * hashes
    escape = "\\" + "#" * hashes
    output.append('"')
    while index < len(source) and not source.startswith(closing, index):
        if source.startswith(escape, index):
            index += len(escape)
            if source.startswith("(", index):
                output.append(" ")
                index = scan_code(
                    source, index + 1, output, keep_strings, inside_interpolation=True
                )
                output.append(" ")
            else:
                index += 1
        else:
            if keep_strings or source[index] == "\n":
                output.append(source[index])
            index += 1
    output.append('"')
    return index + len(closing)


class ManifestError(Exception):
    """A manifest this check cannot read."""


def parse_manifest(path):
    """Tools version, platform minimums, local dependency folders and whether it vends a library."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    first_line = text.split("\n", 1)[0]
    match = re.match(r"//\s*swift-tools-version\s*:\s*(\d+)\.(\d+)", first_line)
    if not match:
        raise ManifestError("its first line does not declare a swift-tools-version, like "
                            "// swift-tools-version: 6.0")
    code = code_only(text, keep_strings=True)
    platforms = {}
    block = re.search(r"platforms\s*:\s*\[([^\]]*)\]", code)
    if block:
        versions = re.findall(r"\.(\w+)\(\s*\.v(\d+)(?:_(\d+))?\s*\)", block.group(1))
        for name, major, minor in versions:
            platforms[name] = (int(major), int(minor or 0))
    folder = os.path.dirname(path)
    local_dependencies = [
        os.path.normpath(os.path.join(folder, relative))
        for relative in re.findall(r'\.package\(\s*path\s*:\s*"([^"]+)"', code)
    ]
    return {
        "tools": (int(match.group(1)), int(match.group(2))),
        "platforms": platforms,
        "dependencies": local_dependencies,
        "library": re.search(r"\.library\s*\(", code) is not None,
    }


def package_folders(root):
    folders = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(
            name for name in subfolders if not name.startswith(".") and name != "node_modules"
        )
        if "Package.swift" in files:
            folders.append(os.path.normpath(folder))
    return folders


def swift_files(package, packages):
    """The package's Swift files, without those of packages nested inside it."""
    nested = {
        other for other in packages if other != package and other.startswith(package + os.sep)
    }
    for folder, subfolders, files in os.walk(package):
        subfolders[:] = sorted(
            name
            for name in subfolders
            if not name.startswith(".") and os.path.join(folder, name) not in nested
        )
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def scan_package(package, packages):
    """Reads the package's code once: (version, feature, file:line) for each feature newer than
    the baseline it uses, and whether it imports Synchronization."""
    found = []
    imports_synchronization = False
    for path in swift_files(package, packages):
        with open(path, encoding="utf-8") as file:
            code = code_only(file.read())
        is_manifest = os.path.basename(path) == "Package.swift"
        table = FEATURES + (MANIFEST_FEATURES if is_manifest else [])
        for version, name, pattern in table:
            match = re.search(pattern, code)
            if match:
                line = code.count("\n", 0, match.start()) + 1
                found.append((version, name, f"{os.path.relpath(path, package)}:{line}"))
        if re.search(r"^\s*(?:@\w+\s+)*import\s+Synchronization\b", code, re.M):
            imports_synchronization = True
    return found, imports_synchronization


def check(root):
    """Every failure as a line of text, and a line of report for each package."""
    root = os.path.abspath(root)

    def display(package):
        name = os.path.relpath(package, root)
        return "(root)" if name == "." else name

    packages = package_folders(root)
    failures = []
    manifests = {}
    for package in packages:
        try:
            manifests[package] = parse_manifest(os.path.join(package, "Package.swift"))
        except ManifestError as error:
            failures.append(f"{display(package)}: {error}")
    report = []
    for package, manifest in manifests.items():
        name = display(package)
        dependencies = {}
        for dependency in manifest["dependencies"]:
            if dependency in manifests:
                dependencies[display(dependency)] = manifests[dependency]
            elif dependency not in packages:
                failures.append(
                    f"{name}: depends on {display(dependency)}, which has no Package.swift"
                )
        features, imports_synchronization = scan_package(package, packages)
        needed, because = tools_version_needed(features, dependencies)
        declared = manifest["tools"]
        failures += [f"{name}: {failure}"
                     for failure in tools_version_failures(declared, needed, because)]
        failures += [f"{name}: {failure}"
                     for failure in platform_failures(manifest, imports_synchronization,
                                                      dependencies)]
        report.append(
            f"{name}: tools {version_text(declared)} (needs {version_text(needed)}: {because})"
        )
    return failures, report


def tools_version_needed(features, dependencies):
    """The lowest tools version that builds a package using `features`, and why."""
    reasons = [(BASELINE, "Swift 6 language mode")]
    reasons += [(version, f"{feature} ({where})") for version, feature, where in features]
    reasons += [(manifest["tools"], f"depends on {name}")
                for name, manifest in dependencies.items()]
    return max(reasons, key=lambda reason: reason[0])


def tools_version_failures(declared, needed, because):
    fix = f"Declare // swift-tools-version: {version_text(needed)}."
    if declared < needed:
        return [f"declares swift-tools-version {version_text(declared)}, but needs "
                f"{version_text(needed)}: {because}. {fix}"]
    if declared > needed:
        return [f"declares swift-tools-version {version_text(declared)}, but nothing in it needs "
                f"more than {version_text(needed)} ({because}); a higher version turns away "
                f"toolchains that can build it. {fix}"]
    return []


def platform_failures(manifest, imports_synchronization, dependencies):
    """The platform minimums the package leaves out or sets too low."""
    held = APPLE_PLATFORMS if manifest["library"] else ["macOS"]
    minimums = {}
    if imports_synchronization:
        for platform in held:
            minimums[platform] = (SYNCHRONIZATION_MINIMUMS[platform], "it imports Synchronization")
    for name, dependency in dependencies.items():
        for platform, version in dependency["platforms"].items():
            if platform in held and version > minimums.get(platform, ((0, 0), ""))[0]:
                minimums[platform] = (version, f"{name} needs it")
    failures = []
    for platform, (version, why) in sorted(minimums.items()):
        declared = manifest["platforms"].get(platform)
        if declared is not None and declared >= version:
            continue
        said = "leaves it out" if declared is None else f"declares {version_text(declared)}"
        failures.append(
            f"needs {platform} {version_text(version)} ({why}) but {said}. "
            f"Declare .{platform}({platform_version_case(version)}) in its platforms."
        )
    return failures


def main(arguments):
    root = arguments[1] if len(arguments) > 1 else os.path.join(os.path.dirname(__file__), "..")
    failures, report = check(root)
    for line in report:
        print(f"  {line}")
    for line in failures:
        print(f"error: {line}", file=sys.stderr)
    if failures:
        return 1
    print("Every manifest declares the tools version and platforms its code needs.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
