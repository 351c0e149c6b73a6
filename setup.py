"""Parlour's C simulation kernels (parlour.sim); everything else is in pyproject.toml.

They are built at install with the machine's C compiler and are optional: an install
without one still works, and importing a kernel then says what is missing."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("parlour.sim._pineapple", ["parlour/sim/_pineapple.c"],
                             extra_compile_args=["-O2"], optional=True)])
