"""Which files go into the wheel (the metadata is in pyproject.toml).

The top-level assets/ folder stays the source; the wheel carries it as luna/assets/,
where luna/places.py finds it once installed. Subpackages are found, never listed.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["luna", "luna.*"]), "luna.assets"],
    package_dir={"luna.assets": "assets"},
    package_data={"luna.assets": ["*.json"]},
    include_package_data=False,
)
